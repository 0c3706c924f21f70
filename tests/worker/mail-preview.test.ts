import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { createDatabase } from '../../worker/db';
import { queueEmail } from '../../worker/mail/outbox';
import {
  MAIL_PREVIEW_PATH,
  mailPreviewUrl,
  PREVIEW_CSP,
  PREVIEW_LINK_LIFE_MS,
} from '../../worker/mail/preview';
import { orderLinkReminder } from '../../worker/mail/templates/orders';
import { gql, send } from './client';
import { asStaff } from './fixtures';

const SITE = 'https://shop.test';
const INPUT = {
  origin: SITE,
  order: {
    id: 'o-7',
    number: 'RL-2026-000007',
    accessToken: 'b'.repeat(43),
    email: 'cliente@example.it',
    firstName: 'Anna',
  },
};
/** The e-mail as its template writes it: what the customer received. */
const HTML = orderLinkReminder(INPUT).html;

/** An e-mail in the outbox, as any business change leaves one. */
async function written(id = crypto.randomUUID()) {
  const db = createDatabase(env.DB);
  await db.batch([queueEmail(db, { id, kind: 'order.link', input: INPUT }, Date.now())]);
  return id;
}

/** A row written before the outbox kept template inputs: its HTML as it was stored. */
async function writtenBefore(html: string, id = crypto.randomUUID()) {
  await env.DB.prepare(
    `INSERT INTO outbox (id, kind, recipient, mailbox, subject, html, text, status, attempts, created_at_ms, updated_at_ms)
     VALUES (?, 'order.link', 'cliente@example.it', 'cliente@example.it', 'Prova', ?, 'Ciao', 'sent', 1, 0, 0)`,
  )
    .bind(id, html)
    .run();
  return id;
}

const open = (url: string) => send(new Request(new URL(url, SITE)));

/** The preview address the staff's Posta inviata is given for the e-mail. */
async function previewUrlOf(id: string): Promise<string> {
  const { body } = await gql<{ adminOutboxEmail: { previewUrl: string } }>(
    'query P($id: ID!) { adminOutboxEmail(id: $id) { previewUrl } }',
    { id },
    asStaff(),
  );
  const url = body.data?.adminOutboxEmail.previewUrl;
  if (!url) throw new Error(`no preview address: ${JSON.stringify(body)}`);
  return url;
}

describe('the e-mail preview', () => {
  it("serves the e-mail's HTML under its own CSP to a fresh link, with no sign-in", async () => {
    const url = await previewUrlOf(await written());
    expect(url.startsWith(`${MAIL_PREVIEW_PATH}?t=`)).toBe(true);
    const answer = await open(url);
    expect(answer.status).toBe(200);
    expect(await answer.text()).toBe(HTML);
    expect(answer.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(answer.headers.get('content-security-policy')).toBe(PREVIEW_CSP);
    expect(answer.headers.get('cache-control')).toBe('private, no-store');
    expect(answer.headers.get('x-robots-tag')).toBe('noindex');
  });

  it('serves a row written before template inputs with the HTML it stored', async () => {
    const stored = '<!DOCTYPE html><html><body style="background:#f1f5f9">Ciao</body></html>';
    const answer = await open(await previewUrlOf(await writtenBefore(stored)));
    expect(answer.status).toBe(200);
    expect(await answer.text()).toBe(stored);
    expect(answer.headers.get('content-security-policy')).toBe(PREVIEW_CSP);
  });

  it('refuses an altered link with 403', async () => {
    const url = new URL(await previewUrlOf(await written()), SITE);
    const token = url.searchParams.get('t') ?? '';
    const [body, expiry, mac = ''] = token.split('.');
    url.searchParams.set(
      't',
      `${body}.${expiry}.${mac.startsWith('A') ? 'B' : 'A'}${mac.slice(1)}`,
    );
    const answer = await open(url.href);
    expect(answer.status).toBe(403);
    expect(await answer.text()).toBe(
      "Link dell'anteprima non valido: riapri l'e-mail da Posta inviata.",
    );
    expect(answer.headers.get('content-security-policy')).toBeNull();
    expect((await open(MAIL_PREVIEW_PATH)).status).toBe(403);
  });

  it('refuses an expired link with 410', async () => {
    const id = await written();
    const url = await mailPreviewUrl(env, id, Date.now() - PREVIEW_LINK_LIFE_MS - 1);
    const answer = await open(url);
    expect(answer.status).toBe(410);
    expect(await answer.text()).toBe("L'anteprima è scaduta: riapri l'e-mail da Posta inviata.");
  });

  it('answers 404 for an e-mail that is not in the outbox', async () => {
    const answer = await open(await mailPreviewUrl(env, crypto.randomUUID()));
    expect(answer.status).toBe(404);
    expect(await answer.text()).toBe('E-mail non trovata.');
  });
});
