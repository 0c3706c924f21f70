import Stripe from 'stripe';

/** The Worker's payment settings (README: Payments online); secrets in production. */
interface PaymentSettings {
  ENVIRONMENT: string;
  STRIPE_SECRET_KEY?: string;
  STRIPE_WEBHOOK_SECRET?: string;
  /** Development only: the local stand-in for Stripe's API (scripts/stripe-stand-in.ts). */
  STRIPE_API_BASE?: string;
}

export interface StripeSettings {
  secretKey: string;
  webhookSecret: string;
  /** Where the SDK sends its requests when not to api.stripe.com. */
  api: { host: string; port: string; protocol: 'http' | 'https' } | null;
}

/**
 * The Stripe account the shop is paid through, or null when none is connected: the online method
 * is then not offered and nothing else changes (docs/product.md#payments-online). A stand-in
 * address outside development turns the payments off, so no deployed Worker can send a buyer to
 * a page that takes no money.
 */
export function stripeSettings(settings: PaymentSettings): StripeSettings | null {
  const secretKey = settings.STRIPE_SECRET_KEY?.trim();
  const webhookSecret = settings.STRIPE_WEBHOOK_SECRET?.trim();
  if (!secretKey || !webhookSecret) return null;
  const base = settings.STRIPE_API_BASE?.trim();
  if (!base) return { secretKey, webhookSecret, api: null };
  if (settings.ENVIRONMENT !== 'development') {
    console.error(
      'STRIPE_API_BASE is set: only a development Worker may talk to a Stripe stand-in',
    );
    return null;
  }
  const url = new URL(base);
  const protocol = url.protocol === 'https:' ? 'https' : 'http';
  return {
    secretKey,
    webhookSecret,
    api: { host: url.hostname, port: url.port || (protocol === 'https' ? '443' : '80'), protocol },
  };
}

/** Whether buyers may choose to pay online: an account is connected. */
export function paysOnline(settings: PaymentSettings): boolean {
  return stripeSettings(settings) !== null;
}

/**
 * The SDK on Workers: fetch for HTTP, looked up at each call (so the Worker tests' stand-in
 * can answer), and a short timeout, since a buyer waits on it.
 */
export function stripeClient(settings: StripeSettings): Stripe {
  return new Stripe(settings.secretKey, {
    httpClient: Stripe.createFetchHttpClient((input, init) => fetch(input, init)),
    maxNetworkRetries: 1,
    timeout: 10_000,
    ...(settings.api ?? {}),
  });
}

/** The SDK's signature check on Workers: SubtleCrypto, asynchronous. */
export const webCrypto = Stripe.createSubtleCryptoProvider();
