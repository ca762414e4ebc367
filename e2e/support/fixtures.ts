import {
  type Browser,
  type BrowserContext,
  test as base,
  expect,
  type TestInfo,
  type WorkerInfo,
} from '@playwright/test';
import { MEMBER_PASSWORD, registerAndLogIn, uniqueEmail } from './accounts.ts';

type StorageState = Awaited<ReturnType<BrowserContext['storageState']>>;

interface TestOptions {
  /** Console errors a test provokes on purpose, e.g. the browser's own line about a 404 document. */
  expectedConsoleErrors: RegExp[];
  /**
   * The browser starts signed in as this worker's member (`test.use({ signedIn: true })`): for journeys whose
   * subject is not registration. Its changes must be undone by the test, or be its own (positions of an episode
   * no other such test plays); a test that changes what the member has (a plan, points) registers its own.
   */
  signedIn: boolean;
}

interface WorkerFixtures {
  /** The session of a free member this worker registered, through the real pages, the first time a test asked. */
  workerMember: { session(): Promise<StorageState> };
}

async function registerWorkerMember(browser: Browser, workerInfo: WorkerInfo): Promise<StorageState> {
  const context = await browser.newContext({ baseURL: workerInfo.project.use.baseURL, locale: 'ja-JP' });
  try {
    const page = await context.newPage();
    await registerAndLogIn(page, uniqueEmail(`worker-${workerInfo.workerIndex}`), MEMBER_PASSWORD);
    await expect(page.getByRole('banner').getByRole('link', { name: '入会する' })).toBeVisible();
    return await context.storageState();
  } finally {
    await context.close();
  }
}

/**
 * The page fixture fails a test when the browser logs an error or a script throws: a viewer would not
 * see those, but they are always a defect.
 */
export const test = base.extend<TestOptions, WorkerFixtures>({
  expectedConsoleErrors: [[], { option: true }],
  signedIn: [false, { option: true }],
  workerMember: [
    async ({ browser }, use, workerInfo) => {
      // A failed test ends its worker, and with it this member: a later test never meets what it left behind.
      let session: Promise<StorageState> | undefined;
      await use({ session: () => (session ??= registerWorkerMember(browser, workerInfo)) });
    },
    { scope: 'worker' },
  ],
  storageState: async ({ storageState, signedIn, workerMember }, use) => {
    await use(signedIn ? await workerMember.session() : storageState);
  },
  page: async ({ page, expectedConsoleErrors }, use) => {
    const problems: string[] = [];
    const isExpected = (text: string) => expectedConsoleErrors.some((pattern) => pattern.test(text));
    page.on('console', (message) => {
      if (message.type() === 'error' && !isExpected(message.text())) problems.push(message.text());
    });
    page.on('pageerror', (error) => problems.push(error.message));
    await use(page);
    expect(problems, 'browser console errors').toEqual([]);
  },
});

/** The web client's origin of the project a test runs in. */
export const webOriginOf = (testInfo: TestInfo) => new URL(testInfo.project.use.baseURL ?? '').origin;

export { expect };
