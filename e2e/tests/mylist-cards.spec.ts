import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures.ts';

const LIST_PAGE = '/new_general_titles';
const LIST_NAME = '新着作品';

/** Client-side controls answer only once React has hydrated the page. */
async function hydrated(page: Page) {
  await page.waitForFunction(() => '__reactRouterDataRouter' in window);
}

// Several pages, each waiting for its hydration: more than the default 30 s when the machine is busy.
test.describe.configure({ timeout: 120_000 });

test("a guest's cards on a list page carry no mylist button", async ({ page }) => {
  await page.goto(LIST_PAGE);
  await hydrated(page);
  const cards = page.getByRole('list', { name: LIST_NAME });
  await expect(cards.getByRole('link').first()).toBeVisible();
  await expect(cards.getByRole('button')).toHaveCount(0);
});

test.describe('a member', () => {
  // The worker's member: the test takes back what it adds.
  test.use({ signedIn: true });

  test('adds a title to the mylist from its card on a list page, and removes it there', async ({ page }) => {
    // Every card gets its button once the page has asked about them all.
    await page.goto(LIST_PAGE);
    await hydrated(page);
    const cards = page.getByRole('list', { name: LIST_NAME });
    const firstCard = cards.getByRole('listitem').first();
    const add = firstCard.getByRole('button', { name: /をマイリストに追加$/ });
    await expect(add).toHaveAttribute('aria-pressed', 'false');
    const name = (await add.getAttribute('aria-label'))?.replace(/をマイリストに追加$/, '');
    if (!name) throw new Error('the mylist button of the first card names no title');
    const href = (await firstCard.getByRole('link').getAttribute('href')) ?? '';
    expect(href).toMatch(/^\/titles\/\d+$/);

    await add.click();
    const remove = firstCard.getByRole('button', { name: `${name}をマイリストから削除` });
    await expect(remove).toHaveAttribute('aria-pressed', 'true');
    await expect(remove).toBeEnabled();

    // It held: pressed after a reload, and listed on the mylist page.
    await page.reload();
    await hydrated(page);
    await expect(remove).toHaveAttribute('aria-pressed', 'true');
    await page.goto('/my/mylist');
    await expect(page.getByRole('main').locator(`a[href="${href}"]`)).toBeVisible();

    // Removing from the card takes it out of the mylist.
    await page.goto(LIST_PAGE);
    await hydrated(page);
    await remove.click();
    const addAgain = firstCard.getByRole('button', { name: `${name}をマイリストに追加` });
    await expect(addAgain).toHaveAttribute('aria-pressed', 'false');
    await expect(addAgain).toBeEnabled();
    await page.reload();
    await hydrated(page);
    await expect(addAgain).toHaveAttribute('aria-pressed', 'false');
    await page.goto('/my/mylist');
    await expect(page.getByText('マイリストに作品がありません')).toBeVisible();
  });
});
