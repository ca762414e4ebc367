/**
 * Sends the mails other services queued in `mail_outbox` (decision 0051: support's replies to inquiries)
 * through this service's mailer — SMTP, or the development mailbox. Every `pollMs` it claims a few unsent
 * mails, sends each and marks it sent. A mail whose send fails stays claimed until its hold runs out, then is
 * tried again, so a mail server that is down delays mails without losing them; a mail is marked sent only
 * after the mailer took it, so a crash in between may send it twice, never not at all.
 */
import { type AppDatabase, claimQueuedMails, markMailSent } from '@hanabi/db';
import type { Mailer } from './mailer.ts';

/** How long a claimed mail is left to its sender before another may try it. */
const HOLD_MS = 5 * 60 * 1000;
/** Mails taken per poll: each is sent one after the other. */
const BATCH = 20;

export interface QueuedMailSender {
  /** Sends what is waiting now; resolves when done (tests call it instead of waiting for the timer). */
  sendWaiting(): Promise<number>;
  /** Stops polling and waits for the send under way. */
  stop(): Promise<void>;
}

export function startQueuedMailSender(
  db: AppDatabase,
  mailer: Mailer,
  { pollMs, clock, onError }: { pollMs: number; clock: () => Date; onError: (error: unknown) => void },
): QueuedMailSender {
  let running: Promise<number> = Promise.resolve(0);

  async function sendBatch(): Promise<number> {
    let sent = 0;
    for (const mail of await claimQueuedMails(db, clock(), HOLD_MS, BATCH)) {
      try {
        await mailer.send({ to: mail.to, subject: mail.subject, text: mail.text });
        await markMailSent(db, mail.id, clock());
        sent += 1;
      } catch (error) {
        onError(error);
      }
    }
    return sent;
  }

  // One batch at a time: a poll that finds the previous one still sending waits for it.
  const sendWaiting = () => {
    running = running.then(sendBatch, sendBatch).catch((error) => {
      onError(error);
      return 0;
    });
    return running;
  };
  const timer = setInterval(() => void sendWaiting(), pollMs);
  timer.unref();
  return {
    sendWaiting,
    async stop() {
      clearInterval(timer);
      await running;
    },
  };
}
