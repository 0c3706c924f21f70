import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import {
  parseSignatureHeader,
  SIGNATURE_TOLERANCE_SECONDS,
  signatureHeader,
  signatureOf,
  verifySignature,
} from '../../schema/rules/webhook-signature';
import {
  isDelivered,
  MAX_WEBHOOK_ATTEMPTS,
  orderMoveEvent,
  QUEUE_MAX_DELAY_SECONDS,
  WEBHOOK_MESSAGES,
  webhookEventName,
  webhookEventsRefusal,
  webhookRetryDelaySeconds,
  webhookUrlRefusal,
} from '../../schema/rules/webhooks';
import { WEBHOOK_EVENT } from '../../schema/vocabulary';

const SECRET = 'whsec_test_secret';
const BODY = '{"id":"evt_test","type":"order.placed"}';
const T = 1_764_288_000;

describe('webhook signature (docs/product.md#webhooks)', () => {
  it('matches known HMAC-SHA256 vectors', async () => {
    expect(await signatureOf(SECRET, T, BODY)).toBe(
      'e0647dc057346a53c69a21b84f8639c5b01260662d4ce2e2e4f3b0b9686cf0ab',
    );
    expect(await signatureHeader(SECRET, T, BODY)).toBe(
      `t=${T},v1=e0647dc057346a53c69a21b84f8639c5b01260662d4ce2e2e4f3b0b9686cf0ab`,
    );
  });

  it('signs "<timestamp>.<body>" exactly as Node crypto does', async () => {
    for (const body of ['', '{}', '{"città":"Milano","€":1}', 'x'.repeat(10_000)]) {
      const expected = createHmac('sha256', SECRET).update(`${T}.${body}`).digest('hex');
      expect(await signatureOf(SECRET, T, body)).toBe(expected);
    }
  });

  it('verifies its own header within the tolerance, and nothing else', async () => {
    const header = await signatureHeader(SECRET, T, BODY);
    expect(await verifySignature(SECRET, header, BODY, T)).toBe(true);
    expect(await verifySignature(SECRET, header, BODY, T + SIGNATURE_TOLERANCE_SECONDS)).toBe(true);
    // Too old or from the future: a replay of a caught delivery.
    expect(await verifySignature(SECRET, header, BODY, T + SIGNATURE_TOLERANCE_SECONDS + 1)).toBe(
      false,
    );
    expect(await verifySignature(SECRET, header, BODY, T - SIGNATURE_TOLERANCE_SECONDS - 1)).toBe(
      false,
    );
    // Another body, another secret, another time in the header.
    expect(await verifySignature(SECRET, header, `${BODY} `, T)).toBe(false);
    expect(await verifySignature('whsec_other', header, BODY, T)).toBe(false);
    const moved = header.replace(`t=${T}`, `t=${T + 1}`);
    expect(await verifySignature(SECRET, moved, BODY, T)).toBe(false);
  });

  it('accepts any one of several v1 signatures and refuses malformed headers', async () => {
    const good = await signatureOf(SECRET, T, BODY);
    const two = `t=${T},v1=${'0'.repeat(64)},v1=${good}`;
    expect(await verifySignature(SECRET, two, BODY, T)).toBe(true);
    for (const header of ['', 'v1=abc', `t=${T}`, `t=x,v1=${good}`, `t=${T},v1=zz`]) {
      expect(await verifySignature(SECRET, header, BODY, T)).toBe(false);
    }
    expect(parseSignatureHeader(`t=${T}, v1=${good}`)).toEqual({ timestamp: T, v1: [good] });
  });
});

describe('webhook retries', () => {
  it('waits 1 min, 5 min, 30 min, 2 h, 6 h, then 24 h twice, and stops after eight attempts', () => {
    const waits = Array.from({ length: MAX_WEBHOOK_ATTEMPTS }, (_, i) =>
      webhookRetryDelaySeconds(i + 1),
    );
    expect(waits).toEqual([60, 300, 1_800, 7_200, 21_600, 86_400, 86_400, null]);
    expect(MAX_WEBHOOK_ATTEMPTS).toBe(8);
    for (const wait of waits)
      if (wait !== null) expect(wait).toBeLessThanOrEqual(QUEUE_MAX_DELAY_SECONDS);
    expect(webhookRetryDelaySeconds(0)).toBe(0);
  });

  it('counts only 2xx as delivered', () => {
    expect([200, 201, 204, 299].every(isDelivered)).toBe(true);
    expect([100, 301, 302, 400, 404, 410, 429, 500, 503].some(isDelivered)).toBe(false);
  });
});

describe('webhook endpoints', () => {
  it('takes https to a public host', () => {
    expect(webhookUrlRefusal('https://erp.esempio.it/hooks/riparolab', false)).toBeNull();
    expect(webhookUrlRefusal('  https://8.8.8.8:8443/x  ', false)).toBeNull();
  });

  it('refuses http, other schemes, credentials and what is not an address', () => {
    expect(webhookUrlRefusal('http://erp.esempio.it/hook', false)).toBe(WEBHOOK_MESSAGES.notHttps);
    expect(webhookUrlRefusal('ftp://erp.esempio.it/hook', false)).toBe(WEBHOOK_MESSAGES.notHttps);
    expect(webhookUrlRefusal('javascript:alert(1)', true)).toBe(WEBHOOK_MESSAGES.notHttps);
    expect(webhookUrlRefusal('esempio.it/hook', false)).toBe(WEBHOOK_MESSAGES.badUrl);
    expect(webhookUrlRefusal('https://io:pw@esempio.it/', false)).toBe(
      WEBHOOK_MESSAGES.credentials,
    );
  });

  it('refuses loopback and private hosts in production', () => {
    for (const url of [
      'https://localhost/hook',
      'https://127.0.0.1/hook',
      'https://2130706433/hook',
      'https://10.0.0.5/hook',
      'https://172.20.1.1/hook',
      'https://192.168.1.10/hook',
      'https://169.254.169.254/latest',
      'https://100.64.0.1/',
      'https://0.0.0.0/',
      'https://[::1]/',
      'https://[fd00::1]/',
      'https://[::ffff:127.0.0.1]/',
      'https://intranet/hook',
      'https://nas.local/hook',
      'https://app.internal/hook',
    ]) {
      expect(webhookUrlRefusal(url, false), url).toBe(WEBHOOK_MESSAGES.privateHost);
    }
    expect(webhookUrlRefusal('http://127.0.0.1:9000/hook', false)).toBe(WEBHOOK_MESSAGES.notHttps);
  });

  it('allows this machine over http only while the Worker runs locally', () => {
    expect(webhookUrlRefusal('http://127.0.0.1:9000/hook', true)).toBeNull();
    expect(webhookUrlRefusal('http://localhost:9000/hook', true)).toBeNull();
    expect(webhookUrlRefusal('https://localhost:9000/hook', true)).toBeNull();
    expect(webhookUrlRefusal('http://erp.esempio.it/hook', true)).toBe(WEBHOOK_MESSAGES.localHttp);
    expect(webhookUrlRefusal('http://192.168.1.10/hook', true)).toBe(WEBHOOK_MESSAGES.localHttp);
    expect(webhookUrlRefusal('https://192.168.1.10/hook', true)).toBe(WEBHOOK_MESSAGES.privateHost);
  });

  it('wants at least one known event', () => {
    expect(webhookEventsRefusal([])).toBe(WEBHOOK_MESSAGES.noEvents);
    expect(webhookEventsRefusal(['order_placed', 'nope'])).toBe(WEBHOOK_MESSAGES.unknownEvent);
    expect(webhookEventsRefusal(WEBHOOK_EVENT.values)).toBeNull();
  });
});

describe('webhook events', () => {
  it('names each event on the wire with a dot', () => {
    expect(WEBHOOK_EVENT.values.map(webhookEventName)).toEqual([
      'order.placed',
      'order.paid',
      'order.shipped',
      'order.cancelled',
      'return.requested',
      'return.refunded',
      'repair.status_changed',
      'estimate.answered',
    ]);
  });

  it('tells of an order moving to paid, shipped or cancelled only', () => {
    expect(orderMoveEvent('pagato')).toBe('order_paid');
    expect(orderMoveEvent('spedito')).toBe('order_shipped');
    expect(orderMoveEvent('annullato')).toBe('order_cancelled');
    expect(orderMoveEvent('in_preparazione')).toBeNull();
    expect(orderMoveEvent('consegnato')).toBeNull();
  });
});
