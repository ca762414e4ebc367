export { type ClaimedMail, claimQueuedMails, markMailSent, type QueuedMail, queueMail } from './mail-outbox.ts';
