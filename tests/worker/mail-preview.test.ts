import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { PREVIEW_TOKEN_FIELD } from '../../schema/mail-preview';
import { repairAccessLink } from '../../schema/repair-access-link';
import { graphql } from '../../web/graphql';
import { createDatabase } from '../../worker/db';
import { queueEmail } from '../../worker/mail/outbox';
import {
  MAIL_PREVIEW_PATH,
  MAX_PREVIEW_FORM_BYTES,
  mailPreviewToken,
  maskedLinks,
  PREVIEW_CSP,
  PREVIEW_LINK_LIFE_MS,
} from '../../worker/mail/preview';
import { orderLinkReminder } from '../../worker/mail/templates/orders';
import { gql, send, shellOnlyAssets } from './client';
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

/** The frame's form, as the staff's page posts it: the permission in the body, never the URL. */
const open = (token: string, init: RequestInit = {}) =>
  send(
    new Request(new URL(MAIL_PREVIEW_PATH, SITE), {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ [PREVIEW_TOKEN_FIELD]: token }),
      ...init,
    }),
  );

/** What the staff's Posta inviata is given to open the e-mail's preview. */
async function previewOf(id: string): Promise<{ previewUrl: string; previewToken: string }> {
  const { body } = await gql(
    graphql('query P($id: ID!) { adminOutboxEmail(id: $id) { previewUrl previewToken } }'),
    { id },
    asStaff(),
  );
  const preview = body.data?.adminOutboxEmail;
  if (!preview) throw new Error(`no preview: ${JSON.stringify(body)}`);
  return preview;
}

const tokenOf = async (id: string) => (await previewOf(id)).previewToken;

describe('the e-mail preview', () => {
  it("serves the e-mail's HTML under its own CSP to a posted permission, with no sign-in", async () => {
    const { previewUrl, previewToken } = await previewOf(await written());
    // The address carries no permission: it is the same for every e-mail.
    expect(previewUrl).toBe(MAIL_PREVIEW_PATH);
    const answer = await open(previewToken);
    expect(answer.status).toBe(200);
    expect(await answer.text()).toBe(maskedLinks(HTML));
    expect(answer.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(answer.headers.get('content-security-policy')).toBe(PREVIEW_CSP);
    expect(answer.headers.get('cache-control')).toBe('private, no-store');
    expect(answer.headers.get('x-robots-tag')).toBe('noindex');
  });

  it('masks the order and repair links: their address stays, the secret that opens them goes', async () => {
    const answer = await (await open(await tokenOf(await written()))).text();
    expect(HTML).toContain(`/order/o-7#t=${'b'.repeat(43)}`);
    expect(answer).toContain(`href="${SITE}/order/o-7"`);
    expect(answer).not.toContain('b'.repeat(43));
    expect(answer).not.toContain('#t=');
    const access = repairAccessLink(SITE, 'firmato.abc-_');
    expect(maskedLinks(`<a href="${access}">Apri</a> ${access}`)).toBe(
      `<a href="${SITE}/stato-riparazione">Apri</a> ${SITE}/stato-riparazione`,
    );
  });

  it('serves a row written before template inputs with the HTML it stored, masked', async () => {
    const stored = `<!DOCTYPE html><html><body style="background:#f1f5f9"><a href="${SITE}/order/o-1#t=segreto">Ordine</a></body></html>`;
    const answer = await open(await tokenOf(await writtenBefore(stored)));
    expect(answer.status).toBe(200);
    expect(await answer.text()).toBe(stored.replace('#t=segreto', ''));
    expect(answer.headers.get('content-security-policy')).toBe(PREVIEW_CSP);
  });

  it('opens nothing from a permission in the address', async () => {
    const token = await tokenOf(await written());
    const viaGet = await send(new Request(`${SITE}${MAIL_PREVIEW_PATH}?t=${token}`), {
      ...env,
      ASSETS: shellOnlyAssets,
    });
    expect(viaGet.status).toBe(404);
    expect(await viaGet.text()).not.toContain('Anna');
    const inQuery = await send(
      new Request(`${SITE}${MAIL_PREVIEW_PATH}?t=${token}`, { method: 'POST' }),
    );
    expect(inQuery.status).toBe(403);
  });

  it('refuses an altered permission, or one not posted as a form, with 403', async () => {
    const token = await tokenOf(await written());
    const [body, expiry, mac = ''] = token.split('.');
    const altered = `${body}.${expiry}.${mac.startsWith('A') ? 'B' : 'A'}${mac.slice(1)}`;
    const answer = await open(altered);
    expect(answer.status).toBe(403);
    expect(await answer.text()).toBe(
      "Link dell'anteprima non valido: riapri l'e-mail da Posta inviata.",
    );
    expect(answer.headers.get('content-security-policy')).toBeNull();
    expect((await open('')).status).toBe(403);
    const asJson = await open(token, {
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ t: token }),
    });
    expect(asJson.status).toBe(403);
    expect((await open('x'.repeat(MAX_PREVIEW_FORM_BYTES))).status).toBe(413);
  });

  it('refuses an expired permission with 410', async () => {
    const id = await written();
    const answer = await open(
      await mailPreviewToken(env, id, Date.now() - PREVIEW_LINK_LIFE_MS - 1),
    );
    expect(answer.status).toBe(410);
    expect(await answer.text()).toBe("L'anteprima è scaduta: riapri l'e-mail da Posta inviata.");
  });

  it('answers 404 for an e-mail that is not in the outbox', async () => {
    const answer = await open(await mailPreviewToken(env, crypto.randomUUID()));
    expect(answer.status).toBe(404);
    expect(await answer.text()).toBe('E-mail non trovata.');
  });
});
