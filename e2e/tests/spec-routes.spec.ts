/**
 * Every route spec §2 lists, one row each, as a guest's browser asks for it: the status, the layout the
 * page wears, and the guard that stops it (sign-in, age check). Members' redirects (entry, landing pages)
 * are the loaders' tests; here the whole product answers.
 */
import { readFileSync } from 'node:fs';
import { SPEC_LANDING_SLUGS, SPEC_NAMED_CAMPAIGN_SLUGS } from '@hanabi/contract';
import type { APIRequestContext } from '@playwright/test';
import { ACCOUNTS_ORIGIN, apiContents, fetchDisplayableTitles, fetchTitle, findR18Titles } from '../support/api.ts';
import { expect, test } from '../support/fixtures.ts';

type Expected =
  | { status: 200; layout: 'default' | 'lp' }
  | { status: 302; guard: 'sign-in' | 'age check' }
  | { status: 404 };

interface Row {
  path: string;
  expected: Expected;
}

const page = (path: string, layout: 'default' | 'lp' = 'default'): Row => ({ path, expected: { status: 200, layout } });
const signIn = (path: string): Row => ({ path, expected: { status: 302, guard: 'sign-in' } });
const ageCheck = (path: string): Row => ({ path, expected: { status: 302, guard: 'age check' } });
const missing = (path: string): Row => ({ path, expected: { status: 404 } });

/** What the guest got, in the terms of a row. */
async function visit(request: APIRequestContext, path: string): Promise<Expected> {
  const response = await request.get(path, { maxRedirects: 0 });
  const status = response.status();
  if (status === 302) {
    const location = response.headers().location ?? '';
    if (location.startsWith(`${ACCOUNTS_ORIGIN}/login`)) return { status, guard: 'sign-in' };
    if (new URL(location, 'http://site').searchParams.get('check_age') === 'true')
      return { status, guard: 'age check' };
    throw new Error(`${path} redirected to ${location}`);
  }
  if (status === 404) return { status };
  if (status !== 200) throw new Error(`${path} answered ${status}`);
  const html = await response.text();
  return { status, layout: html.includes('class="site site--landing"') ? 'lp' : 'default' };
}

async function expectRows(request: APIRequestContext, rows: Row[]): Promise<void> {
  const outcomes = [];
  for (const row of rows) outcomes.push({ path: row.path, expected: await visit(request, row.path) });
  expect(outcomes).toEqual(rows);
}

test.describe('every route of spec §2, for a guest', () => {
  test('main pages, the user area, notices, support and legal pages', async ({ request }) => {
    const [general] = await fetchDisplayableTitles(request);
    const title = await fetchTitle(request, general?.id ?? 0);
    const [r18] = await findR18Titles(request);
    const [notice] = (await apiContents<{ items: Array<{ id: number }> }>(request, '/v1/notices')).items;
    const tag = title.tags[0];
    const episode = title.episodes[0];
    if (!tag || !episode || !r18 || !notice) throw new Error('the demo data lacks a tag, an episode or a notice');

    await expectRows(request, [
      page('/'),
      page('/search'),
      page('/free'),
      page('/rankings'),
      page('/rankings/titles'),
      page('/middle'),
      page('/premium'),
      page('/portal'),
      page('/youth'),
      page('/new_episodes'),
      page('/new_general_titles'),
      page('/recommended_titles'),
      page('/section_title_episodes?section_id=new_episodes&section_type=episodes'),
      page('/exclusive_titles'),
      ageCheck('/exclusive_titles?is_mature=true'),
      page('/advertisement'),
      page('/guide'),
      page('/requirement'),
      page(`/tags/${tag.id}`),
      page(`/titles/${title.id}`),
      ageCheck(`/titles/${r18.id}`),
      page('/entry'),
      page('/entry/premium'),
      signIn(`/episodes/${episode.id}/purchase_confirm`),
      signIn(`/episodes/${episode.id}/purchase_thanks`),
      signIn('/my'),
      signIn('/my/mylist'),
      signIn('/my/purchased'),
      page('/notices'),
      page(`/notices/${notice.id}`),
      page('/notices/apology_for_double_billing'),
      page('/notices/dpay_refund_handle'),
      page('/notices/urgency'),
      signIn('/notices/new_arrivals'),
      page('/support'),
      page('/support/inquiry'),
      page('/rules/service'),
      page('/rules/tokusyo'),
      page('/rules/service-policy'),
      page('/faq'),
      page('/campaign_list'),
      missing('/no_such_page'),
      missing('/titles/abc'),
    ]);
  });

  test('exactly the FAQ pages the spec lists', async ({ request }) => {
    const listed = [
      ...Array.from({ length: 43 }, (_, index) => index + 1).filter((n) => n !== 27),
      ...[44, 45, 46, 48, 49, 50, 51, 52, 53, 54, 56, 61, 62, 63, 65, 67, 68],
    ];
    const others = [0, 27, 47, 55, 57, 60, 64, 66, 69, 100];
    await expectRows(request, [...listed.map((n) => page(`/faq/${n}`)), ...others.map((n) => missing(`/faq/${n}`))]);
  });

  test('every landing page, in the landing layout', async ({ request }) => {
    await expectRows(request, [
      ...SPEC_LANDING_SLUGS.map((slug) => page(`/lp/${slug}`, 'lp')),
      missing('/lp/no_such_landing'),
    ]);
  });

  test('every campaign of the data, in the layout and behind the guard its record names', async ({ request }) => {
    const { campaigns } = JSON.parse(
      readFileSync(new URL('../../packages/demo/src/seed/data/campaigns.json', import.meta.url), 'utf8'),
    ) as {
      campaigns: Array<{
        slug: string;
        layout: 'default' | 'lp';
        requiresAgePermission: boolean;
        startsInDays: number;
        endsInDays: number;
      }>;
    };
    const slugs = campaigns.map((campaign) => campaign.slug);
    expect(SPEC_NAMED_CAMPAIGN_SLUGS.filter((slug) => !slugs.includes(slug))).toEqual([]);
    const numbered = slugs.filter((slug) => /^\d+$/.test(slug)).map(Number);
    expect(numbered.length).toBeGreaterThanOrEqual(30);
    expect(numbered.every((n) => n >= 1 && n <= 67)).toBe(true);

    await expectRows(request, [
      ...campaigns.map(({ slug, layout, requiresAgePermission, startsInDays, endsInDays }) => {
        const path = `/campaigns/${slug}`;
        if (startsInDays > 0 || endsInDays <= 0) return missing(path);
        return requiresAgePermission ? ageCheck(path) : page(path, layout);
      }),
      missing('/campaigns/no-such-campaign'),
    ]);
  });
});
