import { describe, expect, it } from 'vitest';
import { numbering } from '../../schema/rules/numbering';
import {
  codWarningCutoffMs,
  codWarningDue,
  expiresAtMs,
  expiryCutoffMs,
  offersOption,
  overGuestCodUnits,
  productsOverUnitCap,
  unitsLeftForLine,
} from '../../schema/rules/order-limits';
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

describe('order limits', () => {
  const placed = Date.parse('2026-03-27T10:00:00Z');

  it('counts the units of a product over all its lines against the cap of 5', () => {
    expect(
      productsOverUnitCap([
        { productId: 1, quantity: 3 },
        { productId: 1, quantity: 3 },
        { productId: 2, quantity: 5 },
      ]),
    ).toEqual([1]);
    expect(productsOverUnitCap([{ productId: 2, quantity: 5 }])).toEqual([]);
    expect(unitsLeftForLine(3)).toBe(2);
    expect(unitsLeftForLine(7)).toBe(0);
  });

  it.each([
    ['bonifico', 'in_attesa_di_pagamento', '2026-04-03T10:00:00.000Z'],
    ['bonifico', 'pagato', null],
    ['ritiro', 'in_preparazione', '2026-04-06T10:00:00.000Z'],
    ['ritiro', 'consegnato', null],
    ['ritiro', 'annullato', null],
    ['contrassegno', 'in_preparazione', '2026-04-03T10:00:00.000Z'],
    ['contrassegno', 'spedito', null],
  ] as const)('a %s order «%s» expires at %s (null: not held unpaid)', (method, status, iso) => {
    const order = { paymentMethod: method, status, createdAtMs: placed };
    const at = expiresAtMs(order);
    expect(at === null ? null : new Date(at).toISOString()).toBe(iso);
  });

  it('puts the expiry cutoff the hold before now', () => {
    expect(expiryCutoffMs('bonifico', placed + 7 * 86_400_000)).toBe(placed);
    expect(expiryCutoffMs('ritiro', placed + 10 * 86_400_000)).toBe(placed);
    expect(expiryCutoffMs('contrassegno', placed + 7 * 86_400_000)).toBe(placed);
  });

  it('warns the staff of an unshipped cash-on-delivery order from 2 days before it expires', () => {
    expect(codWarningCutoffMs(placed + 5 * 86_400_000)).toBe(placed);
    const expiresAt = placed + 7 * 86_400_000;
    const cash = { paymentMethod: 'contrassegno', expiresAt } as const;
    expect(codWarningDue(cash, expiresAt - 2 * 86_400_000 - 1)).toBe(false);
    expect(codWarningDue(cash, expiresAt - 2 * 86_400_000)).toBe(true);
    expect(codWarningDue({ ...cash, expiresAt: null }, expiresAt)).toBe(false);
    expect(codWarningDue({ ...cash, paymentMethod: 'bonifico' }, expiresAt)).toBe(false);
  });

  it("limits a guest's cash-on-delivery order to 3 units, whatever the products", () => {
    const units = (...quantities: number[]) => quantities.map((quantity) => ({ quantity }));
    expect(overGuestCodUnits('contrassegno', units(2, 1), false)).toBe(false);
    expect(overGuestCodUnits('contrassegno', units(2, 2), false)).toBe(true);
    expect(overGuestCodUnits('contrassegno', units(4), true)).toBe(false);
    expect(overGuestCodUnits('bonifico', units(5), false)).toBe(false);
    expect(overGuestCodUnits('ritiro', units(5), false)).toBe(false);
  });

  it('takes a colour or size the product offers, and none only when it offers none', () => {
    expect(offersOption(['Bianco'], 'Bianco')).toBe(true);
    expect(offersOption(['Bianco'], 'bianco')).toBe(false);
    expect(offersOption(['Bianco'], null)).toBe(false);
    expect(offersOption([], null)).toBe(true);
    expect(offersOption([], 'Bianco')).toBe(false);
  });
});
