import { createDatabase } from '../db';
import { checkLink, signLink } from '../http/signed-links';
import { findOutboxEmail } from './staff';
import { storedBody } from './stored-email';

/** Where the staff's page frames an e-mail from (web/mail/staff/SentMailPage.tsx). */
export const MAIL_PREVIEW_PATH = '/posta/anteprima';

/** Long enough to open the e-mail, short enough that a copied address soon stops working. */
export const PREVIEW_LINK_LIFE_MS = 5 * 60 * 1000;

/**
 * The e-mail's own rules, not the site's: its inline styles and remote images may load, nothing
 * else, no scripts, a unique origin (sandbox), framed only by the shop's pages.
 */
export const PREVIEW_CSP =
  "default-src 'none'; style-src 'unsafe-inline'; img-src https: data:; sandbox; frame-ancestors 'self'";

/** The relative address of one e-mail's preview, signed for the staff who asked. */
export async function mailPreviewUrl(
  keys: Pick<Env, 'LINK_SECRET'>,
  id: string,
  now = Date.now(),
): Promise<string> {
  const token = await signLink(keys, 'mail.preview', id, now + PREVIEW_LINK_LIFE_MS);
  return `${MAIL_PREVIEW_PATH}?${new URLSearchParams({ t: token })}`;
}

function refusal(text: string, status: number): Response {
  return new Response(text, {
    status,
    headers: { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store' },
  });
}

/**
 * Serves an e-mail's HTML as the customer receives it, rendered from what its row stores, to a
 * holder of a fresh preview link: the link is the permission (the staff's GraphQL answer gave
 * it), so the frame needs no sign-in.
 */
export async function mailPreview(request: Request, env: Env): Promise<Response> {
  const token = new URL(request.url).searchParams.get('t') ?? '';
  const link = await checkLink(env, 'mail.preview', token);
  if (!link.ok) {
    return refusal(
      link.reason === 'expired'
        ? "L'anteprima è scaduta: riapri l'e-mail da Posta inviata."
        : "Link dell'anteprima non valido: riapri l'e-mail da Posta inviata.",
      link.reason === 'expired' ? 410 : 403,
    );
  }
  const email = await findOutboxEmail(createDatabase(env.DB), link.payload);
  if (!email) return refusal('E-mail non trovata.', 404);
  return new Response(storedBody(email).html, {
    headers: {
      'content-type': 'text/html; charset=utf-8',
      'content-security-policy': PREVIEW_CSP,
      'cache-control': 'private, no-store',
      'referrer-policy': 'no-referrer',
      'x-robots-tag': 'noindex',
      'x-content-type-options': 'nosniff',
    },
  });
}
