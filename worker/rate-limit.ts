import { DomainError } from './domain-error';

const IPV4 = /^(\d{1,3})\.(\d{1,3})\.(\d{1,3})\.(\d{1,3})$/;
const HEXTET = /^[0-9a-f]{1,4}$/i;

/** The four octets of a dotted IPv4 address, or null. */
function ipv4Octets(text: string): number[] | null {
  const match = IPV4.exec(text);
  if (!match) return null;
  const octets = match.slice(1).map(Number);
  return octets.every((octet) => octet <= 255) ? octets : null;
}

/** The hextets of one side of `::`, a dotted IPv4 tail counting as two; null when malformed. */
function hextetsOf(side: string, mayEndInIpv4: boolean): number[] | null {
  if (side === '') return [];
  const parts = side.split(':');
  const hextets: number[] = [];
  for (const [i, part] of parts.entries()) {
    const octets = mayEndInIpv4 && i === parts.length - 1 ? ipv4Octets(part) : null;
    if (octets) {
      hextets.push(
        ((octets[0] ?? 0) << 8) | (octets[1] ?? 0),
        ((octets[2] ?? 0) << 8) | (octets[3] ?? 0),
      );
    } else if (HEXTET.test(part)) {
      hextets.push(Number.parseInt(part, 16));
    } else {
      return null;
    }
  }
  return hextets;
}

/** The eight hextets of an IPv6 address in any written form, or null. */
function ipv6Hextets(text: string): number[] | null {
  const halves = text.split('::');
  if (halves.length > 2) return null;
  const [head = '', tail] = halves;
  const left = hextetsOf(head, tail === undefined);
  const right = tail === undefined ? [] : hextetsOf(tail, true);
  if (!left || !right) return null;
  if (tail === undefined) return left.length === 8 ? left : null;
  const missing = 8 - left.length - right.length;
  return missing >= 1 ? [...left, ...new Array<number>(missing).fill(0), ...right] : null;
}

/**
 * The rate-limit key of a client address (docs/product.md#rate-limits). An IPv4 address is
 * itself. An IPv6 address stands for its /64, the block one subscriber gets and can rotate
 * through at will, however it is written (compressed, upper case, with a zone id, in brackets);
 * an IPv4-mapped IPv6 address is its IPv4. Anything else is used as it is.
 */
export function rateLimitKey(address: string | null): string {
  const text = address?.trim() ?? '';
  if (text === '') return 'anonymous';
  const bare = text.replace(/^\[(.*)\]$/, '$1').replace(/%.*$/, '');
  if (ipv4Octets(bare)) return bare.split('.').map(Number).join('.');
  const hextets = ipv6Hextets(bare);
  if (!hextets) return text;
  const [a, b, c, d, e, f, g, h] = hextets;
  if (a === 0 && b === 0 && c === 0 && d === 0 && e === 0 && f === 0xffff) {
    return [(g ?? 0) >> 8, (g ?? 0) & 255, (h ?? 0) >> 8, (h ?? 0) & 255].join('.');
  }
  return `${hextets
    .slice(0, 4)
    .map((hextet) => hextet.toString(16))
    .join(':')}::/64`;
}

/** Who a request comes from, for rate limits: Cloudflare's client address when there is one. */
export function clientKey(request: Request): string {
  return rateLimitKey(request.headers.get('cf-connecting-ip'));
}

/**
 * The one action every code + e-mail lookup spends (repair status, estimate answer, warranty,
 * shipping sheet): a guesser gets the lookup limit in all, not that limit per lookup
 * (docs/product.md#rate-limits).
 */
export const CODE_EMAIL_GUESS = 'code-email-guess';

/**
 * Refuses an action a client repeats too often, before anything is written. The limit is per
 * client and per action: a burst of quote requests does not block a repair lookup.
 */
export async function withinLimit(
  limiter: RateLimit,
  client: string,
  action: string,
): Promise<void> {
  if (!(await underLimit(limiter, client, action))) {
    throw new DomainError(
      'Hai inviato troppe richieste in poco tempo: riprova tra un minuto.',
      'TOO_MANY_REQUESTS',
    );
  }
}

/** Spends one of the bucket's tries: false once it is empty, for a caller that refuses silently. */
export async function underLimit(
  limiter: RateLimit,
  client: string,
  action: string,
): Promise<boolean> {
  const { success } = await limiter.limit({ key: `${action}:${client}` });
  return success;
}
