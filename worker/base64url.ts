/** Base64url without padding (RFC 4648 §5): bytes as text that is safe in a URL as it is. */
export function toBase64Url(bytes: Uint8Array): string {
  return btoa(String.fromCharCode(...bytes))
    .replaceAll('+', '-')
    .replaceAll('/', '_')
    .replace(/=+$/, '');
}

/**
 * The bytes of base64url text, or null when the text is not base64url as `toBase64Url` writes it
 * (so one value has one spelling: the unused low bits of the last character must be zero).
 */
export function fromBase64Url(text: string): Uint8Array<ArrayBuffer> | null {
  if (!/^[A-Za-z0-9_-]*$/.test(text)) return null;
  try {
    const bytes = Uint8Array.from(atob(text.replaceAll('-', '+').replaceAll('_', '/')), (c) =>
      c.charCodeAt(0),
    );
    return toBase64Url(bytes) === text ? bytes : null;
  } catch {
    return null;
  }
}
