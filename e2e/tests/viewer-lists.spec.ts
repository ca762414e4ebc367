import type { TitleCardList } from '@hanabi/contract';
import type { Page } from '@playwright/test';
import { ACCOUNTS_ORIGIN, apiContents, fetchDisplayableTitles, fetchTitle } from '../support/api.ts';
import { expect, test } from '../support/fixtures.ts';

/** Client-side controls answer only once React has hydrated the page. */
async function hydrated(page: Page) {
  await page.waitForFunction(() => '__reactRouterDataRouter' in window);
}

/** The card or row linking to the title, wherever the page lists it. */
const titleLink = (page: Page, id: number) => page.getByRole('main').locator(`a[href="/titles/${id}"]`);

// A whole journey through the member's pages: more than the default 30 s when the machine is busy.
test.describe.configure({ timeout: 120_000 });

test('a guest is offered to log in instead of the mylist button', async ({ page, request }) => {
  const [title] = await fetchDisplayableTitles(request);
  if (!title) throw new Error('the demo catalogue lists no title');
  await page.goto(`/titles/${title.id}`);
  await expect(page.getByRole('link', { name: 'ログインしてマイリストに追加' })).toHaveAttribute(
    'href',
    new RegExp(`^${ACCOUNTS_ORIGIN}/login\\?`),
  );
  await expect(page.getByRole('button', { name: 'マイリストに追加', exact: true })).toHaveCount(0);
});

test.describe('a member', () => {
  // The worker's member: the test takes back what it adds and hides.
  test.use({ signedIn: true });

  test('keeps a title in the mylist, then hides another and shows it again from the my page', async ({
    page,
    request,
  }) => {
    const [kept, hidden] = await fetchDisplayableTitles(request);
    if (!kept || !hidden) throw new Error('the demo catalogue lists fewer than two titles');
    // A tag whose first page lists the title to hide: the list where it must vanish and come back.
    const { tags } = await fetchTitle(request, hidden.id);
    let tagId: number | undefined;
    for (const tag of tags) {
      const list = await apiContents<TitleCardList>(request, `/v1/title/displayables?tag_id=${tag.id}&per_page=24`);
      if (list.items.some((item) => item.id === hidden.id)) {
        tagId = tag.id;
        break;
      }
    }
    if (tagId === undefined) throw new Error(`no tag page lists ${hidden.name} on its first page`);

    // Add from the title page: the button turns into the remove button at once and stays so.
    await page.goto(`/titles/${kept.id}`);
    await hydrated(page);
    await page.getByRole('button', { name: 'マイリストに追加', exact: true }).click();
    const remove = page.getByRole('button', { name: 'マイリストから削除', exact: true });
    await expect(remove).toHaveAttribute('aria-pressed', 'true');
    await expect(remove).toBeEnabled();

    // The mylist page lists it; removing it there, it is gone on the next visit.
    await page.goto('/my/mylist');
    await expect(page.getByRole('heading', { level: 1, name: 'マイリスト' })).toBeVisible();
    await expect(titleLink(page, kept.id)).toBeVisible();
    await hydrated(page);
    await page.getByRole('button', { name: `${kept.name}をマイリストから削除` }).click();
    const addAgain = page.getByRole('button', { name: `${kept.name}をマイリストに追加` });
    await expect(addAgain).toHaveAttribute('aria-pressed', 'false');
    await expect(addAgain).toBeEnabled();
    await page.reload();
    await expect(page.getByText('マイリストに作品がありません')).toBeVisible();

    // Before hiding, the title is in its tag's list and in the search.
    await page.goto(`/tags/${tagId}`);
    await expect(titleLink(page, hidden.id)).toBeVisible();
    await page.goto(`/search?q=${encodeURIComponent(hidden.name)}`);
    await expect(titleLink(page, hidden.id)).toBeVisible();

    // Hide it from its page, after confirming.
    await page.goto(`/titles/${hidden.id}`);
    await hydrated(page);
    await page.getByRole('button', { name: 'この作品を非表示にする' }).click();
    await expect(page.getByText('この作品を非表示にしますか？')).toBeFocused();
    await page.getByRole('button', { name: '非表示にする', exact: true }).click();
    await expect(page.getByText('この作品は非表示にしています。')).toBeVisible();

    // Gone from the list and from the search.
    await page.goto(`/tags/${tagId}`);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(titleLink(page, hidden.id)).toHaveCount(0);
    await page.goto(`/search?q=${encodeURIComponent(hidden.name)}`);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(titleLink(page, hidden.id)).toHaveCount(0);

    // Shown again from the my page, it is back in both.
    await page.goto('/my');
    const hiddenSection = page.getByRole('region', { name: '非表示にした作品' });
    await expect(hiddenSection.locator(`a[href="/titles/${hidden.id}"]`)).toBeVisible();
    await hydrated(page);
    await hiddenSection.getByRole('button', { name: `${hidden.name}を表示に戻す` }).click();
    await expect(hiddenSection).toContainText('非表示にした作品はありません。');
    await page.goto(`/tags/${tagId}`);
    await expect(titleLink(page, hidden.id)).toBeVisible();
    await page.goto(`/search?q=${encodeURIComponent(hidden.name)}`);
    await expect(titleLink(page, hidden.id)).toBeVisible();
  });
});
