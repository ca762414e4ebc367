/** Sending email: confirmation and password-reset links. */
export interface MailMessage {
  to: string;
  subject: string;
  /** Plain text body, Japanese. */
  text: string;
}

export interface Mailer {
  send(message: MailMessage): Promise<void>;
}
