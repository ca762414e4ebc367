import type { TitleSuggestions } from '@hanabi/contract';
import { apiContents, fetchDisplayableTitles, fetchTitle, findR18Titles } from '../support/api.ts';
import { findEpisode, playerPath } from '../support/episodes.ts';
import { expect, test } from '../support/fixtures.ts';
import { currentTime, expectPlaybackStartedAt, recordWherePlaybackStarts } from '../support/player.ts';

test.describe('a title page', () => {
  test('shows cast, staff, episode badges, tags that lead to their tag page, and related titles', {
    tag: '@desktop',
  }, async ({ page, request }) => {
    const [card] = await fetchDisplayableTitles(request);
    if (!card) throw new Error('the demo catalogue has titles');
    const title = await fetchTitle(request, card.id);
    await page.goto(`/titles/${title.id}`);

    await expect(page.getByRole('heading', { level: 1, name: title.name })).toBeVisible();
    // Every demo title has cast, staff and tags (packages/demo/src/seed/demo-guarantees.test.ts).
    const [member] = title.cast;
    const [staff] = title.staff;
    const [tag] = title.tags;
    if (!member || !staff || !tag) throw new Error(`the demo title ${title.name} lacks cast, staff or tags`);
    await expect(page.getByText(member.name, { exact: true }).first()).toBeVisible();
    await expect(page.getByText(staff.name, { exact: true }).first()).toBeVisible();

    const episodes = page.getByRole('list', { name: 'エピソード' }).getByRole('listitem');
    await expect(episodes).toHaveCount(title.episodes.length);
    const badges = await page.locator('.episode .badge').allTextContents();
    expect(badges.some((badge) => badge === '無料' || badge === '見放題' || /^[\d,]+pt$/.test(badge))).toBe(true);

    const related = page.getByRole('list', { name: `${title.name}の関連作品` }).getByRole('link');
    await expect(related.first()).toBeVisible();
    expect(await related.count()).toBeLessThanOrEqual(6);
    await expect(page.locator(`.title-grid a[href="/titles/${title.id}"]`)).toHaveCount(0);

    await page.getByRole('link', { name: `#${tag.name}` }).click();
    await expect(page).toHaveURL((url) => url.pathname === `/tags/${tag.id}`);
    await expect(page.getByRole('heading', { level: 1, name: `#${tag.name}` })).toBeVisible();
    await expect(page.getByRole('link', { name: new RegExp(title.name) }).first()).toBeVisible();
  });

  test('puts one primary action in the first screen, and tells a guest what a plan would save', async ({
    page,
    request,
  }) => {
    const [found] = (
      await apiContents<TitleSuggestions>(request, `/v1/titles/search?q=${encodeURIComponent('残月の刃')}`)
    ).items;
    if (!found) throw new Error('the demo catalogue has 残月の刃');
    const title = await fetchTitle(request, found.id);
    const firstFree = title.episodes.find((episode) => episode.is_free);
    if (!firstFree) throw new Error('the demo title 残月の刃 starts with a free episode');
    await page.goto(`/titles/${title.id}`);

    const play = page.getByRole('link', { name: `再生する ${firstFree.prefix_name}` });
    await expect(play).toBeInViewport();
    // Its other episodes are sold for points, and every broadcast cut is in the lite plan (550 円 a month).
    await expect(page.getByText(/^残り\d+話を購入すると[\d,]+pt。/)).toContainText(
      'ライトプランなら月額550円（税込）で見放題',
    );
    await play.click();
    await expect(page).toHaveURL((url) => url.pathname === `/titles/${title.id}/episodes/${firstFree.id}`);
  });

  test('offers a guest 「続きから再生」 with the time left where their browser kept their position', async ({
    page,
    request,
  }) => {
    const { title, episode } = await findEpisode(request, 'free');
    await recordWherePlaybackStarts(page);
    await page.goto(playerPath(title.id, episode.id));
    const video = page.locator('video');
    await expect.poll(() => currentTime(video), { timeout: 30_000 }).toBeGreaterThan(0.5);
    // Halfway through, paused: the guest's browser keeps the position (local storage, decision 0028).
    await page.keyboard.press('5');
    await page.keyboard.press('k');
    await expect(video).toHaveJSProperty('paused', true);
    const pausedAt = Math.floor(await currentTime(video));
    const duration = episode.playback?.duration_seconds ?? 0;
    const minutesLeft = Math.max(1, Math.ceil((duration - pausedAt) / 60));

    await page.goto(`/titles/${title.id}`);
    const resume = page.getByRole('link', { name: `続きから再生 ${episode.prefix_name}・残り${minutesLeft}分` });
    await expect(resume).toBeInViewport();
    await resume.click();
    await expect(page).toHaveURL((url) => url.pathname === playerPath(title.id, episode.id));
    await expectPlaybackStartedAt(page, pausedAt);

    // A browser with nothing kept is offered the first episode from the start (cleared once off the player,
    // which keeps the position as it is left).
    await page.goto(`/titles/${title.id}`);
    await page.evaluate(() => localStorage.clear());
    await page.reload();
    await expect(page.getByRole('link', { name: /^再生する/ })).toBeInViewport();
    await expect(page.getByRole('link', { name: /^続きから再生/ })).toHaveCount(0);
  });

  test('describes the series and its episodes as JSON-LD, with an absolute key art for link previews', async ({
    page,
    request,
  }) => {
    const [card] = await fetchDisplayableTitles(request);
    if (!card) throw new Error('the demo catalogue has titles');
    const title = await fetchTitle(request, card.id);
    await page.goto(`/titles/${title.id}`);

    const jsonLd = JSON.parse((await page.locator('script[type="application/ld+json"]').textContent()) ?? '{}');
    expect(jsonLd).toMatchObject({ '@type': 'TVSeries', name: title.name });
    expect(jsonLd.episode).toHaveLength(title.episodes.length);
    expect(jsonLd.episode[0]).toMatchObject({ '@type': 'TVEpisode', episodeNumber: title.episodes[0]?.number });
    await expect(page).toHaveTitle(`${title.name} | Hanabi`);
    await expect(page.locator('meta[property="og:image"]')).toHaveAttribute('content', /^https?:\/\//);
    await expect(page.locator('meta[property="og:url"]')).toHaveAttribute(
      'content',
      new RegExp(`/titles/${title.id}$`),
    );
  });

  test('gives a mature title no JSON-LD and keeps it out of search engines', async ({ page, request, baseURL }) => {
    const [r18] = await findR18Titles(request);
    if (!r18) throw new Error('the demo catalogue has R18 titles');
    await page.context().addCookies([{ name: 'checked_age', value: '1', url: baseURL ?? '' }]);
    await page.goto(`/titles/${r18.id}`);
    await expect(page.getByRole('heading', { level: 1, name: r18.name })).toBeVisible();
    await expect(page.locator('script[type="application/ld+json"]')).toHaveCount(0);
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
  });
});
