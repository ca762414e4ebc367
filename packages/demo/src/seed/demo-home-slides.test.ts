/**
 * The demo's home carousel on the day of the first start (decision 0053): every audience has slides running,
 * each leading to a general title available that day or a campaign running that day, drawn with its art.
 */
import { HOME_SLIDE_AUDIENCES } from '@hanabi/contract';
import { describe, expect, it } from 'vitest';
import { DEMO_CAMPAIGNS, planDemoCampaigns } from './demo-campaigns.ts';
import { DEMO_CATALOGUE } from './demo-catalogue.ts';
import { DEMO_HOME_SLIDES, planDemoHomeSlides } from './demo-home-slides.ts';
import { planDemoCatalogue } from './plan.ts';

const referenceDate = new Date('2030-04-01T00:00:00+09:00');
const plan = planDemoCatalogue(DEMO_CATALOGUE, referenceDate);
const slides = planDemoHomeSlides(DEMO_HOME_SLIDES, plan, referenceDate);
const running = slides.filter(
  ({ row }) => row.startsAt <= referenceDate && (row.endsAt == null || referenceDate < row.endsAt),
);

describe('the demo home carousel on the day of the first start', () => {
  it('shows every audience at least two slides', () => {
    for (const audience of HOME_SLIDE_AUDIENCES) {
      expect(running.filter(({ row }) => row.audiences.includes(audience)).length, audience).toBeGreaterThanOrEqual(2);
    }
  });

  it('leads only to general titles open that day and to campaigns running that day, with the demo key art', () => {
    const titles = new Map(plan.titles.map(({ row }) => [row.slug, row]));
    const campaigns = new Map(planDemoCampaigns(DEMO_CAMPAIGNS, plan, referenceDate).map(({ row }) => [row.slug, row]));
    for (const { row, titleSlug, campaignSlug } of running) {
      expect(row.image.path, row.demoKey ?? '').toMatch(/^art\/titles\/[^/]+\/key-art\.svg$/);
      if (titleSlug) {
        const title = titles.get(titleSlug);
        expect(title?.displayGroup, titleSlug).toBe('general_group');
        expect((title?.availableFrom ?? referenceDate) <= referenceDate, titleSlug).toBe(true);
      } else {
        const campaign = campaigns.get(campaignSlug ?? '');
        expect(campaign?.requiresAgePermission, campaignSlug ?? '').toBe(false);
        expect(
          campaign && campaign.startsAt <= referenceDate && referenceDate < campaign.endsAt,
          campaignSlug ?? '',
        ).toBe(true);
      }
    }
  });
});
