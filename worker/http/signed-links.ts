import { fromBase64Url, toBase64Url } from '../base64url';

/**
 * What a link may do. The purpose is signed with the rest, so a link made for one thing (a
 * preview) is refused for another (an unsubscribe).
 */
export type LinkPurpose =
  | 'newsletter.confirm'
  | 'newsletter.unsubscribe'
  /** A guest's back-in-stock request (docs/product.md#back-in-stock-alerts). */
  | 'stockAlert.confirm'
  | 'mail.preview'
  /** A repair's status and estimate, from its e-mails (docs/product.md#estimates). */
  | 'repair.access'
  /** A delivered order's reviews, from its delivery e-mail or page (docs/product.md#recensioni). */
  | 'order.review'
  /** Booking a drop-off right after a quote request (docs/product.md#appointments). */
  | 'appointment.book'
  /** An appointment's e-mailed link: see it, move it, cancel it. */
  | 'appointment.manage';

/** What a signed link says, once its signature and expiry are checked. */
export type LinkCheck =
  | { ok: true; payload: string }
  /** Forged, altered, cut short, or made for another purpose. */
  | { ok: false; reason: 'invalid' }
  | { ok: false; reason: 'expired' };

/** Shorter than this and the secret is a password someone typed, not a key. */
const MIN_SECRET_LENGTH = 32;
/** The expiry of a link that does not expire (an unsubscribe must work in any old e-mail). */
const NEVER = '0';

const encoder = new TextEncoder();

/**
 * The key is LINK_SECRET: a secret in production (`wrangler secret put LINK_SECRET`, docs/security.md), never a var; locally it comes from .dev.vars.
 */
async function linkKey(env: Pick<Env, 'LINK_SECRET'>): Promise<CryptoKey> {
  const secret = env.LINK_SECRET;
  // No default key anywhere: a link signed with a known key would let anyone act for anyone.
  if (!secret || secret.length < MIN_SECRET_LENGTH) {
    throw new Error(
      `LINK_SECRET is missing or shorter than ${MIN_SECRET_LENGTH} characters: set it with \`wrangler secret put LINK_SECRET\` (locally in .dev.vars).`,
    );
  }
  return crypto.subtle.importKey(
    'raw',
    encoder.encode(secret),
    { name: 'HMAC', hash: 'SHA-256' },
    false,
    ['sign', 'verify'],
  );
}

const signedText = (purpose: LinkPurpose, payload: string, expiry: string) =>
  encoder.encode(`${purpose}\n${payload}\n${expiry}`);

/**
 * A token for a link: the payload (base64url), its expiry and an HMAC-SHA-256 over the purpose,
 * payload and expiry. It is URL-safe as it is. `expiresAtMs` null: the link never expires.
 */
export async function signLink(
  env: Pick<Env, 'LINK_SECRET'>,
  purpose: LinkPurpose,
  payload: string,
  expiresAtMs: number | null,
): Promise<string> {
  const body = toBase64Url(encoder.encode(payload));
  const expiry = expiresAtMs === null ? NEVER : Math.ceil(expiresAtMs).toString(36);
  const mac = await crypto.subtle.sign(
    'HMAC',
    await linkKey(env),
    signedText(purpose, body, expiry),
  );
  return `${body}.${expiry}.${toBase64Url(new Uint8Array(mac))}`;
}

/**
 * Checks a token made by `signLink` for this purpose: the signature first, in constant time
 * (`crypto.subtle.verify`), so an altered expiry reads as forged, not as expired.
 */
export async function checkLink(
  env: Pick<Env, 'LINK_SECRET'>,
  purpose: LinkPurpose,
  token: string,
  now = Date.now(),
): Promise<LinkCheck> {
  const key = await linkKey(env);
  const [body = '', expiry = '', mac = '', ...rest] = token.split('.');
  const bytes = fromBase64Url(body);
  const signature = fromBase64Url(mac);
  if (rest.length > 0 || !bytes || !signature || !/^[0-9a-z]+$/.test(expiry)) {
    return { ok: false, reason: 'invalid' };
  }
  const genuine = await crypto.subtle.verify(
    'HMAC',
    key,
    signature,
    signedText(purpose, body, expiry),
  );
  if (!genuine) return { ok: false, reason: 'invalid' };
  if (expiry !== NEVER && Number.parseInt(expiry, 36) <= now)
    return { ok: false, reason: 'expired' };
  try {
    return { ok: true, payload: new TextDecoder('utf-8', { fatal: true }).decode(bytes) };
  } catch {
    return { ok: false, reason: 'invalid' };
  }
}
