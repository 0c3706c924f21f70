import { WEBHOOK_EVENT, type WebhookEvent } from '../vocabulary';
import { type FormRules, rule } from './form-rules';

/** Endpoints the shop may register: each event is one queue message per endpoint. */
export const MAX_WEBHOOK_ENDPOINTS = 10;
export const MAX_WEBHOOK_URL_LENGTH = 500;
export const MAX_WEBHOOK_DESCRIPTION_LENGTH = 100;

/** The staff's form for a new endpoint; the Worker judges the address's scheme and host too. */
export const WEBHOOK_ENDPOINT_RULES: FormRules<'url' | 'description'> = {
  url: {
    label: 'Indirizzo del programma',
    rules: [rule.required(), rule.max(MAX_WEBHOOK_URL_LENGTH)],
  },
  description: { label: 'Descrizione', rules: [rule.max(MAX_WEBHOOK_DESCRIPTION_LENGTH)] },
};

/** A receiver that has not answered in this time has failed the attempt. */
export const WEBHOOK_TIMEOUT_MS = 10_000;

/** Queues' longest delay of a message (wrangler.toml, README: production limits): 24 hours. */
export const QUEUE_MAX_DELAY_SECONDS = 86_400;

/**
 * The wait after each failed attempt: 1 min, 5 min, 30 min, 2 h, 6 h, then 24 h twice, each
 * within Queues' longest delay. The eighth failed attempt, about 2 days and 9 hours after the
 * event, is the last (docs/product.md#webhooks).
 */
const RETRY_DELAYS_SECONDS = [60, 300, 1_800, 7_200, 21_600, 86_400, 86_400] as const;

/** Attempts of one delivery before it is left failed, for the staff to send again. */
export const MAX_WEBHOOK_ATTEMPTS = RETRY_DELAYS_SECONDS.length + 1;

/** The wait before attempt `attempts + 1` after `attempts` failed ones; null after the last. */
export function webhookRetryDelaySeconds(attempts: number): number | null {
  if (attempts < 1) return 0;
  const delay = RETRY_DELAYS_SECONDS[attempts - 1];
  return delay === undefined ? null : Math.min(delay, QUEUE_MAX_DELAY_SECONDS);
}

/** What the receiver's answer tells: 2xx is delivered, anything else is tried again. */
export function isDelivered(statusCode: number): boolean {
  return statusCode >= 200 && statusCode < 300;
}

/** An event's name on the wire: `order_placed` is `order.placed`. */
export function webhookEventName(event: WebhookEvent): string {
  return event.replace('_', '.');
}

/** The webhook event of an order's move to a state, if any program may hear of it. */
export function orderMoveEvent(to: string): WebhookEvent | null {
  if (to === 'pagato') return 'order_paid';
  if (to === 'spedito') return 'order_shipped';
  if (to === 'annullato') return 'order_cancelled';
  return null;
}

export const WEBHOOK_MESSAGES = {
  noEvents: 'Scegli almeno un evento da inviare.',
  unknownEvent: 'Uno degli eventi scelti non esiste.',
  badUrl: "Inserisci l'indirizzo completo del programma, per esempio https://esempio.it/webhook.",
  notHttps:
    "L'indirizzo deve iniziare con https://: gli eventi del negozio viaggiano solo cifrati.",
  localHttp:
    'In locale si può usare http:// solo verso questo computer (127.0.0.1 o localhost); altrimenti https://.',
  privateHost:
    "L'indirizzo porta a una rete privata o a questo computer: usa un indirizzo pubblico raggiungibile da Internet.",
  credentials:
    "Togli nome utente e password dall'indirizzo: la firma basta a riconoscere il negozio.",
  tooMany: `Puoi registrare al massimo ${MAX_WEBHOOK_ENDPOINTS} endpoint: eliminane uno che non usi più.`,
  notFound: 'Endpoint non trovato: ricarica la pagina.',
  deliveryNotFound: 'Invio non trovato: ricarica la pagina.',
  replayDisabled: "L'endpoint è disattivato: riattivalo prima di inviare di nuovo l'evento.",
} as const;

const LOOPBACK_NAMES = new Set(['localhost', '127.0.0.1', '[::1]']);

/** IPv4 addresses no public receiver has: private, loopback, link-local, shared, "this network". */
function privateIPv4(host: string): boolean {
  const parts = host.split('.').map(Number);
  if (parts.length !== 4 || parts.some((n) => !Number.isInteger(n) || n < 0 || n > 255)) {
    return false;
  }
  const [a = 0, b = 0] = parts;
  return (
    a === 0 ||
    a === 10 ||
    a === 127 ||
    (a === 100 && b >= 64 && b <= 127) ||
    (a === 169 && b === 254) ||
    (a === 172 && b >= 16 && b <= 31) ||
    (a === 192 && b === 168) ||
    a >= 224
  );
}

/**
 * Hosts that name this machine or a private network: loopback and private addresses (IPv4, and
 * any IPv6 literal but a global one), names with no dot, and the reserved local suffixes.
 */
function isPrivateHost(host: string): boolean {
  if (host.startsWith('[')) {
    const v6 = host.slice(1, -1);
    return v6 === '::' || v6 === '::1' || /^(?:f[c-f]|::ffff:)/.test(v6);
  }
  if (/^[\d.]+$/.test(host)) return privateIPv4(host) || host.split('.').length !== 4;
  return (
    !host.includes('.') ||
    /\.(?:localhost|local|internal|lan|home\.arpa)$/.test(host) ||
    host.endsWith('.')
  );
}

/**
 * Why an endpoint's address is refused, or null: https to a public host; while the Worker runs
 * locally (`local`), http to this machine too, so a receiver started by a test or a developer
 * can listen (docs/product.md#webhooks).
 */
export function webhookUrlRefusal(text: string, local: boolean): string | null {
  let url: URL;
  try {
    url = new URL(text.trim());
  } catch {
    return WEBHOOK_MESSAGES.badUrl;
  }
  if (url.username || url.password) return WEBHOOK_MESSAGES.credentials;
  const loopback = LOOPBACK_NAMES.has(url.hostname);
  if (url.protocol === 'http:') {
    if (!local) return WEBHOOK_MESSAGES.notHttps;
    return loopback ? null : WEBHOOK_MESSAGES.localHttp;
  }
  if (url.protocol !== 'https:') return WEBHOOK_MESSAGES.notHttps;
  if (local && loopback) return null;
  return isPrivateHost(url.hostname) ? WEBHOOK_MESSAGES.privateHost : null;
}

/** Why a choice of events is refused, or null. */
export function webhookEventsRefusal(events: readonly string[]): string | null {
  if (events.length === 0) return WEBHOOK_MESSAGES.noEvents;
  return events.every((event) => WEBHOOK_EVENT.has(event)) ? null : WEBHOOK_MESSAGES.unknownEvent;
}
