import { randomBytes } from 'node:crypto';
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { startAccountsHarness } from '../auth/test-support/accounts-harness.ts';
import { createMailer } from './create-mailer.ts';
import { readDevMailbox } from './dev-mailbox.ts';

describe('development mailbox', () => {
  let dir: string;
  beforeEach(async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'hanabi-mailbox-'));
  });
  afterEach(async () => rm(dir, { recursive: true, force: true }));

  it('keeps each message as a real .eml with a JSON sidecar and logs one line', async () => {
    const lines: string[] = [];
    const mailer = createMailer(
      { smtpUrl: undefined, mailDir: dir, mailFrom: 'Hanabi <no-reply@hanabi.example>' },
      (line) => lines.push(line),
    );
    await mailer.send({
      to: 'fan@example.com',
      subject: '【Hanabi アニメ】確認',
      text: '本文です\nhttps://a.example/x',
    });

    const files = (await readdir(dir)).sort();
    expect(files).toHaveLength(2);
    const eml = await readFile(path.join(dir, files.find((name) => name.endsWith('.eml')) ?? ''), 'utf8');
    expect(eml).toMatch(/^From: Hanabi <no-reply@hanabi\.example>\r\n/m);
    expect(eml).toMatch(/^To: fan@example\.com\r\n/m);
    expect(eml).toMatch(/^Subject: =\?UTF-8\?/m);
    expect(eml).toMatch(/^Content-Type: text\/plain; charset=utf-8\r\n/m);
    const sidecar = JSON.parse(
      await readFile(path.join(dir, files.find((name) => name.endsWith('.json')) ?? ''), 'utf8'),
    );
    expect(sidecar).toMatchObject({
      to: 'fan@example.com',
      subject: '【Hanabi アニメ】確認',
      text: '本文です\nhttps://a.example/x',
    });
    expect(lines).toEqual([expect.stringContaining('Mail to fan@example.com kept in the development mailbox')]);
  });

  it('lists messages newest first, and nothing for a folder not made yet', async () => {
    const mailer = createMailer({ smtpUrl: undefined, mailDir: dir, mailFrom: 'x@hanabi.example' }, () => {});
    for (const subject of ['一通目', '二通目', '三通目']) await mailer.send({ to: 'a@example.com', subject, text: '' });
    expect((await readDevMailbox(dir)).map((message) => message.subject)).toEqual(['三通目', '二通目', '一通目']);
    expect(await readDevMailbox(path.join(dir, 'missing'))).toEqual([]);
  });

  it('shows the messages with clickable links on /dev/mailbox, and does not exist in production', async () => {
    const development = await startAccountsHarness({ MAIL_DIR: dir });
    try {
      await createMailer(development.config, () => {}).send({
        to: 'fan@example.com',
        subject: '確認のお願い',
        text: '次のリンクを開いてください。\nhttp://localhost:4100/confirm?token=abc&design=1\n',
      });
      const page = (await development.browser().get('/dev/mailbox')).body;
      expect(page).toContain('確認のお願い');
      expect(page).toContain('<a href="http://localhost:4100/confirm?token=abc&amp;design=1">');
    } finally {
      await development.close();
    }

    // Production, named or by omission (a service started on its own with APP_ENV unset): nobody reads the mail.
    for (const appEnv of ['production', '']) {
      const production = await startAccountsHarness({
        APP_ENV: appEnv,
        REQUEST_FORM_KEY: randomBytes(32).toString('base64'),
        MAIL_DIR: dir,
      });
      try {
        const mailbox = await production.browser().get('/dev/mailbox');
        expect(mailbox.statusCode).toBe(404);
        expect(mailbox.body).not.toContain('確認のお願い');
      } finally {
        await production.close();
      }
    }
  });
});
