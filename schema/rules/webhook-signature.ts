/**
 * The webhooks' signature (docs/product.md#webhooks), as Stripe signs its own: an HMAC-SHA256,
 * keyed by the endpoint's secret, over `<unix seconds>.<body>`, sent as
 * `RiparoLab-Signature: t=<unix seconds>,v1=<hex>`. The timestamp inside what is signed lets a
 * receiver refuse an old delivery replayed by someone who caught it.
 */

export const SIGNATURE_HEADER = 'RiparoLab-Signature';

/** How far from the receiver's clock a signature's time may be, by default: five minutes. */
export const SIGNATURE_TOLERANCE_SECONDS = 300;

const encoder = new TextEncoder();

function hmacKey(secret: string, use: 'sign' | 'verify'): Promise<CryptoKey> {
  return crypto.subtle.importKey(
    'raw',
    encoder.encode(secret),
    { name: 'HMAC', hash: 'SHA-256' },
    false,
    [use],
  );
}

const signedText = (timestamp: number, body: string) => encoder.encode(`${timestamp}.${body}`);

function toHex(bytes: ArrayBuffer): string {
  return [...new Uint8Array(bytes)].map((byte) => byte.toString(16).padStart(2, '0')).join('');
}

function fromHex(hex: string): Uint8Array<ArrayBuffer> | null {
  if (!/^(?:[0-9a-f]{2})+$/.test(hex)) return null;
  return Uint8Array.from(hex.match(/../g) ?? [], (pair) => Number.parseInt(pair, 16));
}

/** The HMAC-SHA256 of `<timestamp>.<body>` under `secret`, in lowercase hex. */
export async function signatureOf(secret: string, timestamp: number, body: string) {
  const key = await hmacKey(secret, 'sign');
  return toHex(await crypto.subtle.sign('HMAC', key, signedText(timestamp, body)));
}

/** The header's value for a delivery of `body` at `timestamp` (unix seconds). */
export async function signatureHeader(secret: string, timestamp: number, body: string) {
  return `t=${timestamp},v1=${await signatureOf(secret, timestamp, body)}`;
}

/** The header's parts: its time and every v1 signature (two while a secret is being replaced). */
export function parseSignatureHeader(header: string): { timestamp: number; v1: string[] } | null {
  let timestamp: number | null = null;
  const v1: string[] = [];
  for (const part of header.split(',')) {
    const [name, value = ''] = part.trim().split('=', 2);
    if (name === 't' && /^\d{1,12}$/.test(value)) timestamp = Number(value);
    if (name === 'v1') v1.push(value);
  }
  return timestamp === null || v1.length === 0 ? null : { timestamp, v1 };
}

/**
 * Whether `header` signs exactly `body` with `secret` at a time within `toleranceSeconds` of
 * `nowSeconds`. The comparison is SubtleCrypto's verify, which takes the same time whatever
 * the bytes: a receiver can copy this function as it is (docs/product.md#webhooks).
 */
export async function verifySignature(
  secret: string,
  header: string,
  body: string,
  nowSeconds: number,
  toleranceSeconds = SIGNATURE_TOLERANCE_SECONDS,
): Promise<boolean> {
  const parsed = parseSignatureHeader(header);
  if (!parsed || Math.abs(nowSeconds - parsed.timestamp) > toleranceSeconds) return false;
  const key = await hmacKey(secret, 'verify');
  for (const hex of parsed.v1) {
    const signature = fromHex(hex);
    if (
      signature &&
      (await crypto.subtle.verify('HMAC', key, signature, signedText(parsed.timestamp, body)))
    ) {
      return true;
    }
  }
  return false;
}
