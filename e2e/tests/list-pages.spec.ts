import {
  fetchFreeTitles,
  fetchGenreGroups,
  fetchNewEpisodes,
  fetchNewTitles,
  fetchPremiumCuts,
} from '../support/catalogue-api.ts';
import { expect, test } from '../support/fixtures.ts';

test.describe('catalogue lists', () => {
  // Journeys of several pages and client navigations.
  test.describe.configure({ timeout: 90_000 });

  test('/free lists the titles with free episodes, page by page', async ({ page, request }) => {
    const first = await fetchFreeTitles(request);
    // The demo catalogue has more titles with a free episode than one page holds (demo-guarantees.test.ts).
    expect(first.pagination.total_pages, 'pages of /free').toBeGreaterThan(1);
    const [title] = first.items;
    const [titleOfPageTwo] = (await fetchFreeTitles(request, 2)).items;
    if (!title || !titleOfPageTwo) throw new Error('a page of free titles is empty');

    await page.goto('/free');
    await expect(page).toHaveTitle('無料作品 | Hanabi');
    await expect(page.getByRole('heading', { level: 1, name: '無料作品' })).toBeVisible();
    const cards = page.getByRole('list', { name: '無料作品' }).getByRole('link');
    await expect(cards).toHaveCount(first.items.length);
    await expect(cards.first()).toContainText(title.name);
    await expect(cards.first()).toContainText(`無料で${title.free_episode_count}話見られます`);

    await page.getByRole('link', { name: '次のページ' }).click();
    await expect(page).toHaveURL(/\/free\?page=2$/);
    await expect(cards.first()).toContainText(titleOfPageTwo.name);
  });

  test('/new_episodes lists the newest episodes, each leading to its player', async ({ page, request }) => {
    const [newest] = (await fetchNewEpisodes(request)).items;
    if (!newest) throw new Error('the demo catalogue has released episodes');

    await page.goto('/new_episodes');
    await expect(page.getByRole('heading', { level: 1, name: '新着エピソード' })).toBeVisible();
    const card = page.getByRole('list', { name: '新着エピソード' }).getByRole('link').first();
    await expect(card).toContainText(newest.title.name);
    await expect(card).toContainText(`${newest.prefix_name} ${newest.name}`);
    await card.click();
    await expect(page).toHaveURL(new RegExp(`/titles/${newest.title.id}/episodes/${newest.id}$`));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(`${newest.prefix_name} ${newest.name}`);
  });

  test('/middle is labelled 規制解除 and lists the premium cuts, saying who may watch them', async ({
    page,
    request,
  }) => {
    const [newest] = (await fetchPremiumCuts(request)).items;
    if (!newest) throw new Error('the demo catalogue has premium cuts of general titles');

    await page.goto('/middle');
    await expect(page.getByRole('heading', { level: 1, name: '規制解除' })).toBeVisible();
    await expect(page.getByText(/規制解除版は.*プレミアム会員の方が見放題/)).toBeVisible();
    const card = page.getByRole('list', { name: '規制解除版のエピソード' }).getByRole('link').first();
    await expect(card).toContainText(`${newest.prefix_name} ${newest.name}`);
  });

  test('/premium, labelled その他, features the premium cut a link asks for, and ignores a malformed one', async ({
    page,
    request,
  }) => {
    const [cut] = (await fetchPremiumCuts(request)).items;
    if (!cut) throw new Error('the demo catalogue has premium cuts of general titles');

    await page.goto(`/premium?play_episode_id=${cut.id}&tid=${cut.title.id}`);
    await expect(page.getByRole('heading', { level: 1, name: 'その他' })).toBeVisible();
    const featured = page.getByRole('region', { name: 'おすすめのエピソード' });
    await expect(featured.getByRole('heading', { level: 2 })).toHaveText(`${cut.prefix_name} ${cut.name}`);
    await featured.getByRole('link', { name: '再生する' }).click();
    await expect(page).toHaveURL(new RegExp(`/titles/${cut.title.id}/episodes/${cut.id}$`));

    await page.goto(`/premium?play_episode_id=${cut.id}abc&tid=x`);
    await expect(page.getByRole('heading', { level: 1, name: 'その他' })).toBeVisible();
    await expect(page.getByRole('link', { name: '再生する' })).toHaveCount(0);
    await expect(page.getByRole('list', { name: '規制解除版のおすすめ' }).getByRole('link').first()).toBeVisible();
  });

  test('/portal leads from a genre to its new titles, where sort and genre chips refine the list', async ({
    page,
    request,
  }) => {
    const genre = (await fetchGenreGroups(request)).items
      .flatMap((group) => group.genres)
      .find((g) => g.title_count > 0);
    if (!genre) throw new Error('the demo catalogue has genres with titles');
    const [newestOfGenre] = (await fetchNewTitles(request, genre.id)).items;
    if (!newestOfGenre) throw new Error(`the genre ${genre.name} counts titles but lists none`);

    await page.goto('/portal');
    await expect(page.getByRole('heading', { level: 1, name: '作品をさがす' })).toBeVisible();
    await page.getByRole('link', { name: `${genre.name} ${genre.title_count}作品` }).click();
    await expect(page).toHaveURL(new RegExp(`/new_general_titles\\?genre_id=${genre.id}$`));
    const heading = `${genre.name}の新着作品`;
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    await expect(page.getByRole('list', { name: heading }).getByRole('link').first()).toContainText(newestOfGenre.name);

    const sorts = page.getByRole('navigation', { name: '並び順' });
    await expect(sorts.getByRole('link', { name: '新着順' })).toHaveAttribute('aria-current', 'true');
    await sorts.getByRole('link', { name: '五十音順' }).click();
    await expect(page).toHaveURL(new RegExp(`genre_id=${genre.id}&sort=kana$`));
    await expect(sorts.getByRole('link', { name: '五十音順' })).toHaveAttribute('aria-current', 'true');

    await page.getByRole('navigation', { name: 'ジャンル' }).getByRole('link', { name: 'すべて' }).click();
    await expect(page).toHaveURL(/\/new_general_titles\?sort=kana$/);
    await expect(page.getByRole('heading', { level: 1, name: '新着作品' })).toBeVisible();
  });

  test('/youth shows family-friendly genres of the demo catalogue', async ({ page }) => {
    await page.goto('/youth');
    await expect(page.getByRole('heading', { level: 1, name: 'キッズ・ファミリー' })).toBeVisible();
    for (const genre of ['日常', 'コメディ', 'スポーツ']) {
      await expect(page.getByRole('heading', { level: 2, name: genre })).toBeVisible();
      await expect(
        page
          .getByRole('list', { name: `${genre}の作品` })
          .getByRole('link')
          .first(),
      ).toBeVisible();
    }
    await expect(page.getByRole('heading', { level: 2, name: 'ホラー' })).toHaveCount(0);
  });

  test('/recommended_titles recommends by genre', async ({ page }) => {
    await page.goto('/recommended_titles');
    await expect(page.getByRole('heading', { level: 1, name: 'あなたへのおすすめ' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2 }).first()).toBeVisible();
  });

  test("/section_title_episodes lists a home section's whole list under the section's stored name", async ({
    page,
    request,
  }) => {
    const [newest] = (await fetchNewEpisodes(request)).items;
    if (!newest) throw new Error('the demo catalogue has released episodes');
    await page.goto('/section_title_episodes?section_id=new_episodes&section_type=episodes');
    await expect(page.getByRole('heading', { level: 1, name: '新着エピソード' })).toBeVisible();
    await expect(page.getByRole('link').filter({ hasText: newest.name }).first()).toBeVisible();

    await page.evaluate(() => localStorage.setItem('sectionName', JSON.stringify('今週の最新話')));
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: '今週の最新話' })).toBeVisible();
  });
});

test.describe('lists that are not there', () => {
  test.use({ expectedConsoleErrors: [/Failed to load resource: the server responded with a status of 404/] });

  test('an unknown home section answers 404 with a way home', async ({ page }) => {
    const response = await page.goto('/section_title_episodes?section_type=unknown');
    expect(response?.status()).toBe(404);
    await expect(page.getByText('お探しのページは見つかりませんでした。')).toBeVisible();
    await expect(page.getByRole('link', { name: 'トップへ戻る' })).toHaveAttribute('href', '/');
  });
});

test.describe('mature exclusives', () => {
  // Journeys of several pages and client navigations.
  test.describe.configure({ timeout: 90_000 });

  test('ask a viewer without checked_age to confirm their age first', async ({ page }) => {
    await page.goto('/exclusive_titles');
    await expect(page.getByRole('heading', { level: 1, name: '独占・先行配信' })).toBeVisible();

    await page.goto('/exclusive_titles?is_mature=true');
    await expect(page.getByRole('heading', { level: 1, name: '18歳以上ですか？' })).toBeVisible();
    const asked = new URL(page.url());
    expect(asked.pathname).toBe('/exclusive_titles');
    expect(asked.searchParams.get('check_age')).toBe('true');
    expect(asked.searchParams.get('is_mature')).toBe('true');

    await page.getByRole('button', { name: 'はい' }).click();
    await expect(page).toHaveURL((url) => url.pathname === '/');
    await page.goto('/exclusive_titles?is_mature=true');
    await expect(page.getByRole('heading', { level: 1, name: '大人向け 独占・先行配信' })).toBeVisible();
  });
});
