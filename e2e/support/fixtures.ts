import { test as base, expect } from '@playwright/test';

interface ConsoleOptions {
  /** Console errors a test provokes on purpose, e.g. the browser's own line about a 404 document. */
  expectedConsoleErrors: RegExp[];
}

/**
 * The page fixture fails a test when the browser logs an error or a script throws: a viewer would not
 * see those, but they are always a defect.
 */
export const test = base.extend<ConsoleOptions>({
  expectedConsoleErrors: [[], { option: true }],
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

export { expect };
