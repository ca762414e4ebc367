import type { Page } from '@playwright/test';
import { API_ORIGIN, fetchDisplayableTitles, findR18Titles } from '../support/api.ts';
import { findR18FreeEpisode, playerPath } from '../support/episodes.ts';
import { expect, test } from '../support/fixtures.ts';
import { expectEpisodePlays } from '../support/player.ts';

const ONE_YEAR_SECONDS = 31_536_000;

/** Opens `path` as if by a link on the page the viewer is on (the browser sends that page as Referer). */
async function followLinkTo(page: Page, path: string) {
  await page.goto(path, { referer: page.url() });
}

async function expectAgeCheck(page: Page, titleId: number, backwardPath: string, path = `/titles/${titleId}`) {
  await expect(page.getByRole('heading', { level: 1, name: '18歳以上ですか？' })).toBeVisible();
  const url = new URL(page.url());
  expect(url.pathname).toBe(path);
  expect(url.searchParams.get('check_age')).toBe('true');
  expect(url.searchParams.get('backward_path')).toBe(backwardPath);
}

test.describe('the age check of R18 titles', () => {
  test('asks until the viewer answers はい, then shows R18 titles directly', { tag: '@desktop' }, async ({
    page,
    request,
  }) => {
    const [r18, otherR18] = await findR18Titles(request);
    const [general] = await fetchDisplayableTitles(request);
    if (!r18 || !otherR18 || !general) throw new Error('the demo catalogue has general and R18 titles');

    // From the home page to an R18 title: the question, and nothing of the title.
    await page.goto('/');
    await followLinkTo(page, `/titles/${r18.id}`);
    await expectAgeCheck(page, r18.id, '/');
    await expect(page.getByText(r18.name)).toHaveCount(0);

    // いいえ: back home (leaving a title page, the address carries its tid), and nothing is recorded.
    await page.getByRole('link', { name: 'いいえ' }).click();
    await expect(page).toHaveURL((url) => url.pathname === '/');
    expect((await page.context().cookies()).map((cookie) => cookie.name)).not.toContain('checked_age');

    // From a general title to the R18 title: はい returns to the general title.
    await page.goto(`/titles/${general.id}`);
    await followLinkTo(page, `/titles/${r18.id}`);
    await expectAgeCheck(page, r18.id, `/titles/${general.id}`);
    await page.getByRole('button', { name: 'はい' }).click();
    await expect(page).toHaveURL(new RegExp(`/titles/${general.id}$`));
    await expect(page.getByRole('heading', { level: 1, name: general.name })).toBeVisible();

    const checkedAge = (await page.context().cookies()).find((cookie) => cookie.name === 'checked_age');
    expect(checkedAge, 'the answer is kept in the checked_age cookie').toBeDefined();
    expect(checkedAge?.path).toBe('/');
    expect(checkedAge?.sameSite).toBe('Lax');
    expect(checkedAge?.expires ?? 0).toBeGreaterThan(Date.now() / 1000 + ONE_YEAR_SECONDS - 3600);

    // From now on every R18 title shows directly.
    for (const title of [r18, otherR18]) {
      await followLinkTo(page, `/titles/${title.id}`);
      await expect(page).toHaveURL(new RegExp(`/titles/${title.id}$`));
      await expect(page.getByRole('heading', { level: 1, name: title.name })).toBeVisible();
    }
  });

  test('works without JavaScript', async ({ browser, request }) => {
    const [r18] = await findR18Titles(request);
    if (!r18) throw new Error('the demo catalogue has R18 titles');
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();

    await page.goto(`/titles/${r18.id}`);
    await expectAgeCheck(page, r18.id, '/');
    await page.getByRole('button', { name: 'はい' }).click();
    await expect(page).toHaveURL(/\/$/);
    await page.goto(`/titles/${r18.id}`);
    await expect(page.getByRole('heading', { level: 1, name: r18.name })).toBeVisible();
    await context.close();
  });

  test('an R18 episode plays only after the age check; before it, the player asks and the key is refused', async ({
    page,
    request,
  }) => {
    const { title, episode } = await findR18FreeEpisode(request);
    const player = playerPath(title.id, episode.id);

    await page.goto('/');
    await followLinkTo(page, player);
    await expectAgeCheck(page, title.id, '/', player);
    await expect(page.locator('video')).toHaveCount(0);
    const refused = await page.request.post(`${API_ORIGIN}/v1/licenses/clearkey/${episode.id}`, {
      headers: { 'X-Requested-With': 'XMLHttpRequest' },
      data: { kids: ['AAAAAAAAAAAAAAAAAAAAAA'], type: 'temporary' },
    });
    expect(refused.status()).toBe(403);
    expect(await refused.json()).toMatchObject({ details: [{ reason: 'age_check' }] });

    await page.getByRole('button', { name: 'はい' }).click();
    await expect(page).toHaveURL((url) => url.pathname === '/');
    await expectEpisodePlays(page, title.id, episode.id);
  });
});
