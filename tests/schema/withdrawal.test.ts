import { describe, expect, it } from 'vitest';
import {
  NO_LINES_MESSAGE,
  REFUND_NOTE_MESSAGE,
  refundDue,
  refundProblem,
  returnableUnits,
  returnLinesProblem,
  withdrawalEndsAt,
  withdrawalStatement,
  withdrawalWindow,
} from '../../schema/rules/withdrawal';

const at = (iso: string) => Date.parse(iso);

describe('withdrawalEndsAt', () => {
  it('is the end of the 14th day after delivery in Rome, in winter time', () => {
    // Delivered at 23:30 in Rome on 2 November (22:30 UTC): day 14 is 16 November.
    expect(new Date(withdrawalEndsAt(at('2026-11-02T22:30:00Z'))).toISOString()).toBe(
      '2026-11-16T22:59:59.999Z',
    );
  });

  it('counts the Rome day, not the UTC one, for a delivery just after midnight', () => {
    // 00:30 on 3 November in Rome is still 2 November in UTC.
    expect(new Date(withdrawalEndsAt(at('2026-11-02T23:30:00Z'))).toISOString()).toBe(
      '2026-11-17T22:59:59.999Z',
    );
  });

  it('ends at midnight of summer time across the change of the clocks', () => {
    // Delivered 20 March 2026 (winter time); 3 April is summer time, +2 h.
    expect(new Date(withdrawalEndsAt(at('2026-03-20T10:00:00Z'))).toISOString()).toBe(
      '2026-04-03T21:59:59.999Z',
    );
  });
});

describe('withdrawalWindow', () => {
  const delivered = at('2026-11-02T10:00:00Z');
  const timeline = [
    { status: 'in_preparazione' as const, createdAtMs: at('2026-10-30T10:00:00Z') },
    { status: 'consegnato' as const, createdAtMs: delivered },
    { status: 'consegnato' as const, createdAtMs: at('2026-11-05T10:00:00Z') },
  ];

  it('is closed to an order not delivered', () => {
    expect(withdrawalWindow('spedito', timeline.slice(0, 1), delivered)).toEqual({
      delivered: false,
    });
  });

  it('is open on day 14 and closed on day 15, from the entry that delivered it', () => {
    const day14 = at('2026-11-16T22:00:00Z');
    const day15 = at('2026-11-16T23:00:00Z');
    expect(withdrawalWindow('consegnato', timeline, day14)).toMatchObject({
      deliveredAt: delivered,
      open: true,
    });
    expect(withdrawalWindow('consegnato', timeline, day15)).toMatchObject({ open: false });
  });
});

describe('return lines', () => {
  const ordered = [
    { position: 0, quantity: 2 },
    { position: 1, quantity: 1 },
  ];

  it('leaves what earlier returns did not take', () => {
    expect(returnableUnits(ordered, [{ position: 0, quantity: 1 }])).toEqual(
      new Map([
        [0, 1],
        [1, 1],
      ]),
    );
  });

  it('asks for at least one unit', () => {
    const left = returnableUnits(ordered, []);
    expect(returnLinesProblem([], left)).toBe(NO_LINES_MESSAGE);
    expect(returnLinesProblem([{ position: 0, quantity: 0 }], left)).toBe(NO_LINES_MESSAGE);
  });

  it('refuses more than is left, a line not in the order, a line twice, a negative count', () => {
    const left = returnableUnits(ordered, [{ position: 1, quantity: 1 }]);
    expect(returnLinesProblem([{ position: 0, quantity: 3 }], left)).toBe(
      'Di uno dei prodotti puoi restituire al massimo 2 pezzi.',
    );
    expect(returnLinesProblem([{ position: 1, quantity: 1 }], left)).toBe(
      'Uno dei prodotti scelti è già stato restituito per intero.',
    );
    expect(returnLinesProblem([{ position: 5, quantity: 1 }], left)).toBe(
      'Uno dei prodotti scelti non è in questo ordine.',
    );
    expect(
      returnLinesProblem(
        [
          { position: 0, quantity: 1 },
          { position: 0, quantity: 1 },
        ],
        left,
      ),
    ).toBe('Uno dei prodotti scelti non è in questo ordine.');
    expect(returnLinesProblem([{ position: 0, quantity: -1 }], left)).toBe(
      'Le quantità da restituire sono numeri interi positivi.',
    );
    expect(returnLinesProblem([{ position: 0, quantity: 2 }], left)).toBeNull();
  });
});

describe('refundDue', () => {
  // 2 × 10,01 € and 1 × 50,00 € before IVA; 15,00 € shipping.
  const lines = [
    { position: 0, quantity: 2, unitPrice: 10_01 },
    { position: 1, quantity: 1, unitPrice: 50_00 },
  ];
  const subtotal = 70_02;
  const order = { total: subtotal + 15_00 + 15_40, lines };

  it('is the returned units with IVA for part of the order', () => {
    expect(refundDue(order, [], [{ position: 1, quantity: 1 }])).toBe(61_00);
    expect(refundDue(order, [], [{ position: 0, quantity: 1 }])).toBe(12_21);
  });

  it('adds the shipping when the whole order comes back, in one return or the last of several', () => {
    const all = [
      { position: 0, quantity: 2 },
      { position: 1, quantity: 1 },
    ];
    expect(refundDue(order, [], all)).toBe(order.total);
    const first = [{ position: 0, quantity: 1 }];
    const second = [{ position: 0, quantity: 1 }];
    const last = [{ position: 1, quantity: 1 }];
    const paid =
      refundDue(order, [], first) +
      refundDue(order, [first], second) +
      refundDue(order, [first, second], last);
    expect(paid).toBe(order.total);
  });
});

describe('refundProblem', () => {
  it('takes what is due, or less with a note, never more', () => {
    expect(refundProblem(61_00, 61_00, null)).toBeNull();
    expect(refundProblem(50_00, 61_00, null)).toBe(REFUND_NOTE_MESSAGE);
    expect(refundProblem(50_00, 61_00, 'Graffi sullo schermo')).toBeNull();
    expect(refundProblem(61_01, 61_00, 'x')).toBe(
      'Il rimborso non può superare quanto pagato per i prodotti resi.',
    );
    expect(refundProblem(-1, 61_00, 'x')).toBe('Il rimborso è un importo di almeno 0 €.');
  });
});

describe('withdrawalStatement', () => {
  it('is the standard form filled in', () => {
    const text = withdrawalStatement({
      orderNumber: 'RL-2026-000123',
      orderedAt: at('2026-10-28T10:00:00Z'),
      deliveredAt: at('2026-11-02T10:00:00Z'),
      lines: [{ name: 'AirPods Pro', brand: 'Apple', color: 'Bianco', size: null, quantity: 1 }],
      name: ' Giulia Bianchi ',
      address: 'Via Roma 10, 20121 Milano (MI)',
      date: at('2026-11-05T10:00:00Z'),
    });
    expect(text).toContain(
      'Con la presente notifico il recesso dal mio contratto di vendita dei seguenti beni (ordine RL-2026-000123):\n- 1 × AirPods Pro (Apple, Bianco)',
    );
    expect(text).toContain('Ordinato il 28 ottobre 2026 / ricevuto il 2 novembre 2026');
    expect(text).toContain('Nome del consumatore: Giulia Bianchi\n');
    expect(text).toContain('Data: 5 novembre 2026');
  });
});
