/** Campaign and landing answers of the API, as the campaign and landing routes read them. */
import type { Campaign, CampaignLayout, DynamicLanding } from '@hanabi/contract';
import { titleCard } from './fixtures.ts';

export function campaign(
  slug: string,
  fields: Partial<Campaign> & { layout?: CampaignLayout; requires_age_permission?: boolean } = {},
): Campaign {
  return {
    slug,
    name: `キャンペーン${slug}`,
    lead: '期間限定のおすすめ作品です。',
    body: 'ひとつめの段落です。\n\nふたつめの段落です。',
    layout: 'default',
    requires_age_permission: false,
    starts_at: '2025-09-01T00:00:00+09:00',
    ends_at: '2025-12-01T00:00:00+09:00',
    titles: [titleCard(11), titleCard(12)],
    ...fields,
  };
}

export function landing(slug: string, fields: Partial<DynamicLanding> = {}): DynamicLanding {
  return {
    slug,
    heading: `特集${slug}`,
    lead: 'いま観てほしい作品を集めました。',
    layout: 'vertical_image',
    starts_at: '2025-09-01T00:00:00+09:00',
    ends_at: '2026-09-01T00:00:00+09:00',
    titles: [11, 12].map((id) => ({ ...titleCard(id), synopsis: `作品${id}のあらすじ。` })),
    ...fields,
  };
}
