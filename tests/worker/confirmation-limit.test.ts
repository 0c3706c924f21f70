import { env } from 'cloudflare:workers';
import { eq } from 'drizzle-orm';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { outbox } from '../../schema/db/mail';
import {
  CONFIRMATION_EMAIL_WINDOW_MS,
  CONFIRMATION_EMAILS_EXHAUSTED,
  CONFIRMATION_EMAILS_PER_ADDRESS,
} from '../../schema/rules/confirmation-emails';
import { graphql } from '../../web/graphql';
import { createDatabase } from '../../worker/db';
import { codes, gql } from './client';
import { fromNewClient } from './fixtures';

const SUBSCRIBE = graphql(`mutation N($email: String!) {
  subscribeNewsletter(email: $email, consent: true) { email }
}`);
const ALERT = graphql(`mutation R($email: String!) {
  requestStockAlert(productId: "8", email: $email) { email needsConfirmation }
}`);

/** Each from a client of its own: the per-client rate limit is not what is tested here. */
const subscribe = (email: string) => gql(SUBSCRIBE, { email }, fromNewClient());
const askAlert = (email: string) => gql(ALERT, { email }, fromNewClient());

const mailsTo = (recipient: string) =>
  createDatabase(env.DB)
    .select({ kind: outbox.kind })
    .from(outbox)
    .where(eq(outbox.recipient, recipient));

const signUpTime = async (email: string) =>
  (
    await env.DB.prepare('SELECT created_at_ms FROM list_newsletter WHERE email = ?')
      .bind(email)
      .first<{ created_at_ms: number }>()
  )?.created_at_ms;

afterEach(() => {
  vi.useRealTimers();
});

describe('confirmation e-mails to one address', () => {
  it(`go ${CONFIRMATION_EMAILS_PER_ADDRESS} times in a day; the next is refused in Italian and writes nothing`, async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now());
    const address = 'bersaglio@example.it';
    for (let sent = 0; sent < CONFIRMATION_EMAILS_PER_ADDRESS; sent++) {
      const { body } = await subscribe(address);
      expect(body.errors).toBeUndefined();
      vi.advanceTimersByTime(60_000);
    }
    const before = await signUpTime(address);

    const { status, body } = await subscribe(' Bersaglio@Example.it ');
    expect(status).toBe(200);
    expect(codes(body)).toEqual(['TOO_MANY_REQUESTS']);
    expect(body.errors?.[0]?.message).toBe(CONFIRMATION_EMAILS_EXHAUSTED);
    expect(await mailsTo(address)).toHaveLength(CONFIRMATION_EMAILS_PER_ADDRESS);
    expect(await signUpTime(address)).toBe(before);

    // Another address is untouched by the first one's count.
    expect((await subscribe('vicino@example.it')).body.errors).toBeUndefined();
  });

  it('count the newsletter and back-in-stock alerts together', async () => {
    const address = 'misto@example.it';
    for (let sent = 0; sent < CONFIRMATION_EMAILS_PER_ADDRESS - 1; sent++) {
      expect((await subscribe(address)).body.errors).toBeUndefined();
    }
    expect((await askAlert(address)).body.errors).toBeUndefined();

    const refused = await askAlert(address);
    expect(codes(refused.body)).toEqual(['TOO_MANY_REQUESTS']);
    expect(codes((await subscribe(address)).body)).toEqual(['TOO_MANY_REQUESTS']);
    expect((await mailsTo(address)).map((mail) => mail.kind).sort()).toEqual([
      ...Array(CONFIRMATION_EMAILS_PER_ADDRESS - 1).fill('newsletter.confirmation'),
      'stock-alert.confirmation',
    ]);
  });

  it('go again once the oldest of them is a day old', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now());
    const address = 'paziente@example.it';
    for (let sent = 0; sent < CONFIRMATION_EMAILS_PER_ADDRESS; sent++) {
      expect((await askAlert(address)).body.errors).toBeUndefined();
    }
    expect(codes((await askAlert(address)).body)).toEqual(['TOO_MANY_REQUESTS']);

    vi.advanceTimersByTime(CONFIRMATION_EMAIL_WINDOW_MS);
    expect((await askAlert(address)).body.errors).toBeUndefined();
    expect(await mailsTo(address)).toHaveLength(CONFIRMATION_EMAILS_PER_ADDRESS + 1);
  });
});
