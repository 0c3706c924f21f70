import { PREVIEW_TOKEN_FIELD } from '../../schema/mail-preview';
import { ORDER_LINK_FRAGMENT_KEY } from '../../schema/order-link';
import { REPAIR_ACCESS_FRAGMENT_KEY } from '../../schema/repair-access-link';
import { REVIEW_LINK_FRAGMENT_KEY } from '../../schema/review-link';
import { createDatabase } from '../db';
import { checkLink, signLink } from '../http/signed-links';
import { findOutboxEmail } from './staff';
import { storedBody } from './stored-email';

/** Where the staff's page frames an e-mail from (web/mail/staff/SentMailPage.tsx). */
export const MAIL_PREVIEW_PATH = '/posta/anteprima';

/** The most a preview's form may send: its one token, with room to spare. */
export const MAX_PREVIEW_FORM_BYTES = 2048;

/** Long enough to open the e-mail, short enough that a copied permission soon stops working. */
export const PREVIEW_LINK_LIFE_MS = 5 * 60 * 1000;

/**
 * The e-mail's own rules, not the site's: its inline styles and remote images may load, nothing
 * else, no scripts, a unique origin (sandbox), framed only by the shop's pages.
 */
export const PREVIEW_CSP =
  "default-src 'none'; style-src 'unsafe-inline'; img-src https: data:; sandbox; frame-ancestors 'self'";

/** The permission to preview one e-mail, signed for the staff who asked. */
export function mailPreviewToken(
  keys: Pick<Env, 'LINK_SECRET'>,
  id: string,
  now = Date.now(),
): Promise<string> {
  return signLink(keys, 'mail.preview', id, now + PREVIEW_LINK_LIFE_MS);
}

/**
 * The secrets an e-mail's links carry: an order's token (`#t=…`), a repair's signed access
 * (`#accesso=…`) and an order's review link (`#link=…`), up to the end of the attribute or the
 * word.
 */
const LINK_SECRETS = new RegExp(
  `#(?:${ORDER_LINK_FRAGMENT_KEY}|${REPAIR_ACCESS_FRAGMENT_KEY}|${REVIEW_LINK_FRAGMENT_KEY})=[^"'\\s<>]*`,
  'g',
);

/**
 * The e-mail's HTML with its order and repair links masked: they keep their address but lose
 * the secret that opens them, so a preview never hands out a working link (docs/product.md#e-mail).
 */
export function maskedLinks(html: string): string {
  return html.replace(LINK_SECRETS, '');
}

function refusal(text: string, status: number): Response {
  return new Response(text, {
    status,
    headers: { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store' },
  });
}

/** The token a preview's form posted, or '' for anything else. */
async function postedToken(request: Request): Promise<string> {
  const type = request.headers.get('content-type') ?? '';
  if (!type.startsWith('application/x-www-form-urlencoded')) return '';
  return new URLSearchParams(await request.text()).get(PREVIEW_TOKEN_FIELD) ?? '';
}

/**
 * Serves an e-mail's HTML as the customer receives it, its order and repair links masked,
 * rendered from what its row stores, to a form posting a fresh permission: the permission is the
 * staff's (their GraphQL answer gave it), so the frame needs no sign-in.
 */
export async function mailPreview(request: Request, env: Env): Promise<Response> {
  const link = await checkLink(env, 'mail.preview', await postedToken(request));
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
  return new Response(maskedLinks(storedBody(email).html), {
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
