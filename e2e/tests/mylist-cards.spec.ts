import type { Page } from '@playwright/test';
import { registerAndLogIn, uniqueEmail } from '../support/accounts.ts';
import { expect, test } from '../support/fixtures.ts';

const PASSWORD = 'hanabi2025pass';
const LIST_PAGE = '/new_general_titles';
const LIST_NAME = '新着作品';

/** Client-side controls answer only once React has hydrated the page. */
async function hydrated(page: Page) {
  await page.waitForFunction(() => '__reactRouterDataRouter' in window);
}

// A whole journey across both services: more than the default 30 s when the machine is busy.
test.describe.configure({ timeout: 120_000 });

test('a member adds a title to the mylist from its card on a list page, and removes it there', async ({
  page,
}, testInfo) => {
  // A guest's cards carry no mylist button: the title page offers the way to log in.
  await page.goto(LIST_PAGE);
  await hydrated(page);
  const cards = page.getByRole('list', { name: LIST_NAME });
  await expect(cards.getByRole('link').first()).toBeVisible();
  await expect(cards.getByRole('button')).toHaveCount(0);

  await registerAndLogIn(page, uniqueEmail(`mylist-cards-${testInfo.project.name}`), PASSWORD);

  // Every card gets its button once the page has asked about them all.
  await page.goto(LIST_PAGE);
  await hydrated(page);
  const firstCard = cards.getByRole('listitem').first();
  const add = firstCard.getByRole('button', { name: /をマイリストに追加$/ });
  await expect(add).toHaveAttribute('aria-pressed', 'false');
  const name = (await add.getAttribute('aria-label'))?.replace(/をマイリストに追加$/, '') ?? '';
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
