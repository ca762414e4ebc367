/**
 * Mails other services queue (decision 0051: support's replies) leave through this service's mailer: each is
 * sent once and marked sent; one whose send failed is tried again once its hold has run out.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { type Database, mailOutbox, queueMail } from '@hanabi/db';
import { createTestDatabase } from '@hanabi/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDevMailbox, readDevMailbox } from './dev-mailbox.ts';
import type { Mailer } from './mailer.ts';
import { startQueuedMailSender } from './queued-mail-sender.ts';

describe('queued mail sender', () => {
  let database: Database;
  let dir: string;
  let now = new Date('2025-10-01T03:00:00Z');

  beforeAll(async () => {
    database = await createTestDatabase();
    dir = await mkdtemp(path.join(tmpdir(), 'hanabi-queued-mail-'));
  });
  afterAll(async () => {
    await database.close();
    await rm(dir, { recursive: true, force: true });
  });

  const queue = (to: string) =>
    queueMail(
      database.db,
      { to, subject: '【Hanabi】お問い合わせへのご回答', text: '本文', reference: `test:${to}` },
      now,
    );

  it('sends each queued mail once, into the development mailbox, and marks it sent', async () => {
    const mailbox = createDevMailbox({ dir, from: 'Hanabi <no-reply@hanabi.example>', log: () => {} });
    const sender = startQueuedMailSender(database.db, mailbox, { pollMs: 60_000, clock: () => now, onError: () => {} });
    await queue('one@example.jp');
    await queue('two@example.jp');

    expect(await sender.sendWaiting()).toBe(2);
    expect(await sender.sendWaiting()).toBe(0);
    await sender.stop();

    expect((await readDevMailbox(dir)).map((mail) => mail.to).sort()).toEqual(['one@example.jp', 'two@example.jp']);
    const rows = await database.db.select().from(mailOutbox);
    expect(rows.every((row) => row.sentAt !== null && row.attempts === 1)).toBe(true);
  });

  it('keeps a mail whose send failed, and sends it once its hold has run out', async () => {
    let failing = true;
    const sent: string[] = [];
    const flaky: Mailer = {
      async send(message) {
        if (failing) throw new Error('mail server away');
        sent.push(message.to);
      },
    };
    const errors: unknown[] = [];
    const sender = startQueuedMailSender(database.db, flaky, {
      pollMs: 60_000,
      clock: () => now,
      onError: (error) => errors.push(error),
    });
    await queue('retry@example.jp');

    expect(await sender.sendWaiting()).toBe(0);
    failing = false;
    expect(await sender.sendWaiting()).toBe(0);
    now = new Date(now.getTime() + 6 * 60 * 1000);
    expect(await sender.sendWaiting()).toBe(1);
    await sender.stop();

    expect([sent, errors.length]).toEqual([['retry@example.jp'], 1]);
  });
});
