/**
 * The development mailbox: without a mail server configured, every message is kept in a folder instead of
 * being sent — as a real RFC 822 `.eml` file (what SMTP would have carried; any mail program opens it) and a
 * JSON sidecar that GET /dev/mailbox lists, so an operator or an end-to-end test can read the mail and
 * follow its links.
 */
import { randomBytes } from 'node:crypto';
import { mkdir, readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import nodemailer from 'nodemailer';
import { z } from 'zod';
import type { Mailer, MailMessage } from './mailer.ts';

const storedMessageSchema = z.object({
  to: z.string(),
  subject: z.string(),
  text: z.string(),
  sentAt: z.iso.datetime(),
});

export type StoredMessage = z.infer<typeof storedMessageSchema>;

export interface DevMailboxOptions {
  dir: string;
  from: string;
  /** Told about each message kept (one line); the service's log by default. */
  log: (line: string) => void;
}

/** Messages of one process sent in the same millisecond still sort in the order they were sent. */
let sequence = 0;

function messageFileStem(sentAt: Date): string {
  sequence = (sequence + 1) % 1_000_000;
  const time = String(sentAt.getTime()).padStart(15, '0');
  return `${time}-${String(sequence).padStart(6, '0')}-${randomBytes(4).toString('hex')}`;
}

export function createDevMailbox({ dir, from, log }: DevMailboxOptions): Mailer {
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'windows' });
  return {
    async send(message: MailMessage) {
      const sentAt = new Date();
      const info = await transport.sendMail({ from, to: message.to, subject: message.subject, text: message.text });
      const stem = messageFileStem(sentAt);
      const stored: StoredMessage = { ...message, sentAt: sentAt.toISOString() };
      await mkdir(dir, { recursive: true });
      await writeFile(path.join(dir, `${stem}.eml`), info.message as Buffer);
      await writeFile(path.join(dir, `${stem}.json`), `${JSON.stringify(stored, null, 2)}\n`);
      log(`Mail to ${message.to} kept in the development mailbox: ${message.subject} (${stem}.eml)`);
    },
  };
}

/** The messages kept in `dir`, newest first (at most `limit`); none when the folder does not exist yet. */
export async function readDevMailbox(dir: string, limit = 100): Promise<StoredMessage[]> {
  let names: string[];
  try {
    names = await readdir(dir);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw error;
  }
  const newest = names
    .filter((name) => name.endsWith('.json'))
    .sort()
    .reverse()
    .slice(0, limit);
  const messages = await Promise.all(
    newest.map(async (name) => storedMessageSchema.safeParse(JSON.parse(await readFile(path.join(dir, name), 'utf8')))),
  );
  return messages.flatMap((parsed) => (parsed.success ? [parsed.data] : []));
}
