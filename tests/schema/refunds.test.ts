import { describe, expect, it } from 'vitest';
import {
  refundFailureLabel,
  refundIdempotencyKey,
  refusedByProvider,
  subjectKey,
} from '../../schema/rules/refunds';

describe('refund rules', () => {
  it('key each attempt by its subject and number', () => {
    expect(refundIdempotencyKey(subjectKey({ returnId: 'r1' }), 2)).toBe('return-r1-2');
    expect(refundIdempotencyKey(subjectKey({ orderId: 'o1' }), 1)).toBe('order-o1-1');
  });

  it("label Stripe's reasons in Italian with the code beside", () => {
    expect(refundFailureLabel('expired_or_canceled_card')).toBe(
      'carta scaduta o annullata (expired_or_canceled_card)',
    );
    expect(refundFailureLabel('something_new')).toBe('motivo non indicato (something_new)');
    expect(refundFailureLabel(null)).toBe('motivo non indicato (unknown)');
  });

  it('tell a refusal from a provider that could not answer', () => {
    expect(refusedByProvider(400)).toBe(true);
    expect(refusedByProvider(402)).toBe(true);
    expect(refusedByProvider(404)).toBe(true);
    expect(refusedByProvider(401)).toBe(false);
    expect(refusedByProvider(429)).toBe(false);
    expect(refusedByProvider(500)).toBe(false);
    expect(refusedByProvider(undefined)).toBe(false);
  });
});
