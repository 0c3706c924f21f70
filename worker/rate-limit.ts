import { DomainError } from './domain-error';

/** Who a request comes from, for rate limits: Cloudflare's client address when there is one. */
export function clientKey(request: Request): string {
  return request.headers.get('cf-connecting-ip') ?? 'anonymous';
}

/**
 * Refuses an action a client repeats too often, before anything is written. The limit is per
 * client and per action: a burst of quote requests does not block a repair lookup.
 */
export async function withinLimit(
  limiter: RateLimit,
  client: string,
  action: string,
): Promise<void> {
  const { success } = await limiter.limit({ key: `${action}:${client}` });
  if (!success) {
    throw new DomainError(
      'Hai inviato troppe richieste in poco tempo: riprova tra un minuto.',
      'TOO_MANY_REQUESTS',
    );
  }
}
