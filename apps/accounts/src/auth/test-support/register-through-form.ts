import type { LightMyRequestResponse } from 'fastify';
import type { TestBrowser } from './test-browser.ts';

/** Opens the registration form (with `query`, e.g. `?design=1`) and submits it as a viewer fills it in. */
export async function registerThroughForm(
  browser: TestBrowser,
  email: string,
  password = 'hanabi2024',
  query = '',
): Promise<LightMyRequestResponse> {
  await browser.get(`/register${query}`);
  return browser.submit('/register', { email, password, passwordConfirmation: password });
}
