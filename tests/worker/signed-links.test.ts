import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { checkLink, signLink } from '../../worker/http/signed-links';

const HOUR = 3_600_000;
const NOW = Date.UTC(2026, 10, 23, 12);

/** The token with one character of one part (0 payload, 1 expiry, 2 signature) changed. */
function altered(token: string, part: number): string {
  const parts = token.split('.');
  const text = parts[part] ?? '';
  parts[part] = `${text.startsWith('a') ? 'b' : 'a'}${text.slice(1)}`;
  return parts.join('.');
}

describe('signed links', () => {
  it('give back their payload, for their purpose, until they expire', async () => {
    const token = await signLink(env, 'newsletter.confirm', 'lettore@example.it', NOW + HOUR);
    expect(token).toMatch(/^[A-Za-z0-9_-]+\.[0-9a-z]+\.[A-Za-z0-9_-]+$/);
    expect(await checkLink(env, 'newsletter.confirm', token, NOW)).toEqual({
      ok: true,
      payload: 'lettore@example.it',
    });
    expect(await checkLink(env, 'newsletter.confirm', token, NOW + HOUR - 1)).toMatchObject({
      ok: true,
    });
    expect(await checkLink(env, 'newsletter.confirm', token, NOW + HOUR)).toEqual({
      ok: false,
      reason: 'expired',
    });
  });

  it('carry any text, and one made to last never expires', async () => {
    const payload = 'àè@example.it\n42';
    const token = await signLink(env, 'newsletter.unsubscribe', payload, null);
    expect(await checkLink(env, 'newsletter.unsubscribe', token, NOW + 3650 * 24 * HOUR)).toEqual({
      ok: true,
      payload,
    });
  });

  it('refuse a link made for another purpose', async () => {
    const token = await signLink(env, 'mail.preview', 'id-1', NOW + HOUR);
    expect(await checkLink(env, 'newsletter.unsubscribe', token, NOW)).toEqual({
      ok: false,
      reason: 'invalid',
    });
  });

  it('refuse any change to the payload, the expiry or the signature', async () => {
    const token = await signLink(env, 'newsletter.confirm', 'lettore@example.it', NOW + HOUR);
    for (const part of [0, 1, 2]) {
      expect(await checkLink(env, 'newsletter.confirm', altered(token, part), NOW)).toEqual({
        ok: false,
        reason: 'invalid',
      });
    }
    // A later expiry written over an expired link is a forgery, not a longer life.
    const [body, , mac] = token.split('.');
    const extended = `${body}.${(NOW + 100 * HOUR).toString(36)}.${mac}`;
    expect(await checkLink(env, 'newsletter.confirm', extended, NOW + 2 * HOUR)).toMatchObject({
      reason: 'invalid',
    });
  });

  it('refuse what is not a token at all', async () => {
    const signed = await signLink(env, 'newsletter.confirm', 'x', NOW + HOUR);
    const [body, expiry, mac = ''] = signed.split('.');
    // The same 32 signature bytes spelt another way: 43 characters leave the last one 2 unused
    // bits, always zero when signed, so the next character of the alphabet sets one.
    const respelt = `${mac.slice(0, -1)}${String.fromCharCode(mac.charCodeAt(42) + 1)}`;
    for (const token of [
      '',
      'abc',
      'a.b',
      'a.b.c.d',
      '!!.1.xx',
      'YQ.-1.YQ',
      'YQ.1.%%',
      `${body}.${expiry}.${respelt}`,
    ]) {
      expect(await checkLink(env, 'newsletter.confirm', token, NOW)).toEqual({
        ok: false,
        reason: 'invalid',
      });
    }
  });

  it('refuse a link signed with another key', async () => {
    const other = { LINK_SECRET: 'another-key-another-key-another-key-42' };
    const token = await signLink(other, 'newsletter.confirm', 'lettore@example.it', NOW + HOUR);
    expect(await checkLink(env, 'newsletter.confirm', token, NOW)).toMatchObject({
      ok: false,
      reason: 'invalid',
    });
  });

  it('are never signed without a real key: no default secret', async () => {
    for (const LINK_SECRET of [undefined, '', 'short-key']) {
      const bare = { LINK_SECRET } as Pick<Env, 'LINK_SECRET'>;
      await expect(signLink(bare, 'newsletter.confirm', 'x', NOW + HOUR)).rejects.toThrow(
        /LINK_SECRET/,
      );
    }
  });
});
