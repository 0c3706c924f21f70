import type { OutboxRow } from '../../schema/db/mail';
import type { MailAttachment } from './message';
import { renderMail } from './templates/registry';

/** What of an outbox row is sent and shown: its HTML, its plain text, headers and attachments. */
export interface StoredBody {
  html: string;
  text: string;
  headers?: Record<string, string>;
  attachments?: MailAttachment[];
}

/**
 * The body of an outbox row as the customer gets it: rendered from its template's input, at
 * each send and preview. A row written before inputs (migration 0024) holds its rendered body
 * instead and is used as stored; retention deletes the last of them 12 months after 0024.
 */
export function storedBody(
  row: Pick<OutboxRow, 'kind' | 'input' | 'html' | 'text' | 'headers'>,
): StoredBody {
  if (row.input === null) {
    return {
      html: row.html ?? '',
      text: row.text ?? '',
      ...(row.headers ? { headers: row.headers } : {}),
    };
  }
  const { html, text, headers, attachments } = renderMail(row.kind, row.input);
  return { html, text, ...(headers ? { headers } : {}), ...(attachments ? { attachments } : {}) };
}
