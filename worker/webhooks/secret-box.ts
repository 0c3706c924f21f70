import { fromBase64Url, toBase64Url } from '../base64url';
import { randomBytes } from '../random';

/**
 * Endpoint secrets at rest (docs/product.md#webhooks): the Worker must read a secret to sign with
 * it, so it is not hashed; it is sealed with AES-256-GCM under a key derived (HKDF) from
 * LINK_SECRET, a Worker secret. A D1 export, a Time Travel copy or a query run by hand shows only
 * sealed bytes, with which nobody can sign an event the shop did not send.
 */

const encoder = new TextEncoder();
const IV_BYTES = 12;

async function sealingKey(env: Pick<Env, 'LINK_SECRET'>): Promise<CryptoKey> {
  if (!env.LINK_SECRET)
    throw new Error('LINK_SECRET is missing: webhook secrets cannot be sealed.');
  const material = await crypto.subtle.importKey(
    'raw',
    encoder.encode(env.LINK_SECRET),
    'HKDF',
    false,
    ['deriveKey'],
  );
  return crypto.subtle.deriveKey(
    {
      name: 'HKDF',
      hash: 'SHA-256',
      salt: new Uint8Array(0),
      info: encoder.encode('riparolab webhook secrets v1'),
    },
    material,
    { name: 'AES-GCM', length: 256 },
    false,
    ['encrypt', 'decrypt'],
  );
}

/** A new signing secret, as a receiver stores it: `whsec_` and 32 random bytes. */
export function newWebhookSecret(): string {
  return `whsec_${toBase64Url(randomBytes(32))}`;
}

/** The secret sealed for D1: base64url of its random IV followed by the ciphertext. */
export async function sealSecret(env: Pick<Env, 'LINK_SECRET'>, secret: string): Promise<string> {
  const iv = crypto.getRandomValues(new Uint8Array(IV_BYTES));
  const sealed = await crypto.subtle.encrypt(
    { name: 'AES-GCM', iv },
    await sealingKey(env),
    encoder.encode(secret),
  );
  const bytes = new Uint8Array(IV_BYTES + sealed.byteLength);
  bytes.set(iv);
  bytes.set(new Uint8Array(sealed), IV_BYTES);
  return toBase64Url(bytes);
}

/** The secret a sealed value holds; throws when LINK_SECRET has changed since it was sealed. */
export async function openSecret(env: Pick<Env, 'LINK_SECRET'>, sealed: string): Promise<string> {
  const bytes = fromBase64Url(sealed);
  if (!bytes || bytes.length <= IV_BYTES) throw new Error('A sealed webhook secret is malformed.');
  const plain = await crypto.subtle.decrypt(
    { name: 'AES-GCM', iv: bytes.slice(0, IV_BYTES) },
    await sealingKey(env),
    bytes.slice(IV_BYTES),
  );
  return new TextDecoder().decode(plain);
}
