import { describe, expect, it } from 'vitest';
import { createMailOutbox } from './mail-outbox.ts';
import type { Mailer, MailMessage } from './mailer.ts';

const message = (to: string): MailMessage => ({ to, subject: '件名', text: '本文' });

function recordingMailer(): Mailer & { sent: string[] } {
  const sent: string[] = [];
  return {
    sent,
    async send(mail) {
      sent.push(mail.to);
    },
  };
}

describe('mail outbox', () => {
  it('sends what each job writes, skips a job with nothing to send, and reports a failure without stopping', async () => {
    const mailer = recordingMailer();
    const failures: unknown[] = [];
    const outbox = createMailOutbox(mailer, (error) => failures.push(error));
    outbox.post(async () => message('first@example.com'));
    outbox.post(async () => null);
    outbox.post(async () => {
      throw new Error('the database went away');
    });
    outbox.post(async () => message('last@example.com'));
    await outbox.settled();
    expect(mailer.sent.sort()).toEqual(['first@example.com', 'last@example.com']);
    expect(failures).toEqual([new Error('the database went away')]);
  });

  it('refuses jobs past 10,000 waiting rather than growing without end', async () => {
    let openServer = () => {};
    const serverOpen = new Promise<void>((resolve) => {
      openServer = resolve;
    });
    const failures: unknown[] = [];
    const outbox = createMailOutbox({ send: () => serverOpen }, (error) => failures.push(error));
    // Four run at once (held by the mail server), 10,000 wait, and the next one is refused.
    for (let job = 0; job < 10_005; job += 1) outbox.post(async () => message(`fan${job}@example.com`));
    expect(failures).toEqual([new Error('The mail outbox holds 10000 waiting mails; one more was dropped.')]);
    openServer();
    await outbox.settled();
  });
});
