/**
 * The sign-in mails leave off the request path: a route posts a job and answers at once; the job runs after
 * it — it looks up what it needs, issues links, writes the message — and the message goes to the mailer.
 * So an answer never waits for a mail server, and a page that must not tell who is a member does exactly
 * the same work for a member as for anyone else. In memory: a job lost with its process is a mail the
 * viewer asks for again (decision 0030).
 */
import fastq from 'fastq';
import type { Mailer, MailMessage } from './mailer.ts';

/** Decides on one mail and writes it; null when there is nothing to send (the address belongs to nobody). */
export type MailJob = () => Promise<MailMessage | null>;

export interface MailOutbox {
  /** Queues the job; it never throws: a job or a send that fails is reported to the outbox's `onError`. */
  post(job: MailJob): void;
  /** Resolves once every job posted so far has finished (closing the service waits for it too). */
  settled(): Promise<void>;
}

/** Mails being written or sent at once: mail servers answer slowly, but each job is a few queries. */
const CONCURRENT_JOBS = 4;
/** A flood of requests must not grow the queue without end; past this, jobs are refused (and reported). */
const MAX_WAITING_JOBS = 10_000;

export function createMailOutbox(mailer: Mailer, onError: (error: unknown) => void): MailOutbox {
  const queue = fastq.promise(async (job: MailJob) => {
    const message = await job();
    if (message) await mailer.send(message);
  }, CONCURRENT_JOBS);
  return {
    post(job) {
      if (queue.length() >= MAX_WAITING_JOBS) {
        onError(new Error(`The mail outbox holds ${MAX_WAITING_JOBS} waiting mails; one more was dropped.`));
        return;
      }
      queue.push(job).catch(onError);
    },
    settled: () => queue.drained(),
  };
}
