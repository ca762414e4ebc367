import type { LightMyRequestResponse } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { readDevMailbox } from '../mail/dev-mailbox.ts';
import type { MailMessage } from '../mail/mailer.ts';
import { type AccountsHarness, startAccountsHarness } from './test-support/accounts-harness.ts';
import { registerThroughForm } from './test-support/register-through-form.ts';
import type { TestBrowser } from './test-support/test-browser.ts';

/**
 * All a client sees of an answer: status, every header, body — but the clock's `date`, which differs whenever
 * the two answers fall either side of a second (it failed CI once so).
 */
function seen(response: LightMyRequestResponse) {
  const { date: _clock, ...headers } = response.headers;
  return { status: response.statusCode, headers, body: response.body };
}

async function ask(browser: TestBrowser, form: string, email: string) {
  await browser.get(form);
  return browser.submit(form, { email });
}

describe('mails asked for on pages that must not tell who is a member', () => {
  let harness: AccountsHarness | undefined;
  afterEach(async () => harness?.close());

  it('answers a member and a stranger byte for byte alike, and mails only the member', async () => {
    const started = await startAccountsHarness();
    harness = started;
    await started.member('member@example.com', 'hanabi2024');
    await registerThroughForm(started.browser(), 'pending@example.com');
    await started.mailSent();
    started.advance(2 * 60 * 1000);

    const browser = started.browser();
    const forMember = await ask(browser, '/password/forgot', 'member@example.com');
    const forStranger = await ask(browser, '/password/forgot', 'stranger@example.com');
    expect(forMember.statusCode).toBe(200);
    expect(seen(forStranger)).toEqual(seen(forMember));

    const forPending = await ask(browser, '/confirm/resend', 'pending@example.com');
    const forNobody = await ask(browser, '/confirm/resend', 'nobody@example.com');
    expect(forPending.statusCode).toBe(200);
    expect(seen(forNobody)).toEqual(seen(forPending));

    await started.mailSent();
    const sent = (await readDevMailbox(started.config.mailDir)).map(({ to, subject }) => `${to} ${subject}`);
    expect(sent.sort()).toEqual([
      'member@example.com 【Hanabi アニメ】パスワードの再設定',
      'pending@example.com 【Hanabi アニメ】メールアドレスの確認',
      'pending@example.com 【Hanabi アニメ】メールアドレスの確認',
    ]);
  });

  it('answers while the mail server has not answered, and the mails go out once it does', async () => {
    let answerMailServer = () => {};
    const serverAnswers = new Promise<void>((resolve) => {
      answerMailServer = resolve;
    });
    const handedToServer: MailMessage[] = [];
    const started = await startAccountsHarness(
      {},
      {
        wrapMailer: (devMailbox) => ({
          async send(message) {
            handedToServer.push(message);
            await serverAnswers;
            await devMailbox.send(message);
          },
        }),
      },
    );
    harness = started;
    await started.member('member@example.com', 'hanabi2024');

    // Were a page to wait for the mail server, its answer would never come and the test would time out.
    const browser = started.browser();
    expect((await ask(browser, '/password/forgot', 'member@example.com')).statusCode).toBe(200);
    expect((await registerThroughForm(browser, 'new@example.com')).statusCode).toBe(200);
    started.advance(2 * 60 * 1000);
    expect((await ask(browser, '/confirm/resend', 'new@example.com')).statusCode).toBe(200);
    expect(await readDevMailbox(started.config.mailDir)).toEqual([]);

    answerMailServer();
    await started.mailSent();
    expect(handedToServer.map((message) => message.to).sort()).toEqual([
      'member@example.com',
      'new@example.com',
      'new@example.com',
    ]);
    expect(await readDevMailbox(started.config.mailDir)).toHaveLength(3);
  });
});
