/** One rendered e-mail, in Italian: an HTML body and its plain-text part, written from the same content. */
export interface EmailMessage {
  to: string;
  subject: string;
  html: string;
  text: string;
  headers?: Record<string, string>;
  /** Files sent with it, rendered from the same input: an appointment's calendar file. */
  attachments?: MailAttachment[];
}

/** A text file attached to an e-mail (Email Service's `attachments`, disposition attachment). */
export interface MailAttachment {
  filename: string;
  /** The MIME type, with its parameters: "text/calendar; method=REQUEST; charset=utf-8". */
  type: string;
  content: string;
}
