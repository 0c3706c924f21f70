import { describe, expect, it } from 'vitest';
import { numbering } from '../../schema/rules/numbering';
import { initialStatus, orderTotals } from '../../schema/rules/orders';

describe('numbering', () => {
  it.each([
    ['order', '2026-06-15T10:00:00Z', 'RL-2026-', 'order-2026'],
    // 00:30 on 1 January in Rome (UTC+1) is still 31 December in UTC.
    ['order', '2025-12-31T23:30:00Z', 'RL-2026-', 'order-2026'],
    // 23:30 on 31 December in Rome is 22:30 UTC, same year.
    ['order', '2025-12-31T22:30:00Z', 'RL-2025-', 'order-2025'],
    ['quote', '2026-03-01T10:00:00Z', 'PRV-2026-', 'quote-2026'],
    ['shipping', '2026-03-01T10:00:00Z', 'SPD-2026-', 'shipping-2026'],
  ] as const)('a %s at %s is numbered %s… on counter %s', (series, iso, prefix, counter) => {
    expect(numbering(series, new Date(iso))).toEqual({ prefix, counter });
  });
});

describe('initialStatus', () => {
  it('waits for a bank transfer and prepares the rest at once', () => {
    expect(initialStatus('bonifico')).toBe('in_attesa_di_pagamento');
    expect(initialStatus('contrassegno')).toBe('in_preparazione');
    expect(initialStatus('ritiro')).toBe('in_preparazione');
  });
});

describe('orderTotals', () => {
  const lines = [{ price: 4000, quantity: 2 }];

  it('adds shipping below the threshold when the goods are shipped', () => {
    expect(orderTotals(lines, 'bonifico')).toEqual({
      itemCount: 2,
      subtotal: 8000,
      shipping: 1500,
      taxes: 1760,
      total: 11260,
    });
  });

  it('charges no shipping for collection in the shop', () => {
    expect(orderTotals(lines, 'ritiro')).toMatchObject({ shipping: 0, total: 9760 });
  });
});
