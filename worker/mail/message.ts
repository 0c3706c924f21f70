/** One rendered e-mail, in Italian: an HTML body and its plain-text part, written from the same content. */
export interface EmailMessage {
  to: string;
  subject: string;
  html: string;
  text: string;
  headers?: Record<string, string>;
}
