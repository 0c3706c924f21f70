import { describe, expect, it } from 'vitest';
import { accessTokenOfHash, repairAccessLink } from '../../schema/repair-access-link';
import {
  DEFAULT_VALIDITY_DAYS,
  declinedRepairStatus,
  ESTIMATE_MESSAGES,
  type EstimateDraft,
  type EstimateLine,
  estimateAnswerNote,
  estimateAnswerRefusal,
  estimateErrors,
  estimateReminderWindow,
  estimateSendRefusal,
  estimateTotals,
  estimateValidUntil,
  isEstimateExpired,
  isEstimateReminderDue,
} from '../../schema/rules/estimates';
import { formatPrice } from '../../schema/rules/money';
import { UNPRINTABLE_MESSAGE } from '../../schema/rules/validation';
import { type EstimateStatus, REPAIR_STATUS } from '../../schema/vocabulary';

const DAY = 86_400_000;
const SCREEN: EstimateLine = {
  kind: 'part',
  description: 'Display OLED originale',
  amount: 12_000,
};
const LABOUR: EstimateLine = { kind: 'labour', description: 'Sostituzione', amount: 3_001 };
const DRAFT: EstimateDraft = { lines: [SCREEN, LABOUR], estimatedDays: 3 };

describe('estimateErrors', () => {
  it('accepts a sound draft, with or without the optional fields', () => {
    expect(estimateErrors(DRAFT)).toEqual({});
    expect(
      estimateErrors({ ...DRAFT, validityDays: 60, diagnosisFee: 0, note: 'x'.repeat(500) }),
    ).toEqual({});
    expect(
      estimateErrors({ ...DRAFT, validityDays: null, diagnosisFee: null, note: null }),
    ).toEqual({});
  });

  it.each([
    ['no lines', { lines: [] }, 'lines', ESTIMATE_MESSAGES.lines],
    ['31 lines', { lines: Array(31).fill(SCREEN) }, 'lines', ESTIMATE_MESSAGES.lines],
    [
      'a one-letter description',
      { lines: [{ ...SCREEN, description: ' x ' }] },
      'lines.0.description',
      ESTIMATE_MESSAGES.description,
    ],
    [
      'a 201-character description',
      { lines: [SCREEN, { ...LABOUR, description: 'è'.repeat(201) }] },
      'lines.1.description',
      ESTIMATE_MESSAGES.description,
    ],
    [
      'a description with a bidirectional override',
      { lines: [{ ...SCREEN, description: 'Schermo \u202Egnp.exe' }] },
      'lines.0.description',
      UNPRINTABLE_MESSAGE,
    ],
    [
      'a kind nobody offers',
      { lines: [{ ...SCREEN, kind: 'gift' as EstimateLine['kind'] }] },
      'lines.0.kind',
      ESTIMATE_MESSAGES.kind,
    ],
    [
      'a zero amount',
      { lines: [{ ...SCREEN, amount: 0 }] },
      'lines.0.amount',
      ESTIMATE_MESSAGES.amount,
    ],
    [
      'a negative amount',
      { lines: [{ ...SCREEN, amount: -100 }] },
      'lines.0.amount',
      ESTIMATE_MESSAGES.amount,
    ],
    [
      'a fraction of a cent',
      { lines: [{ ...SCREEN, amount: 10.5 }] },
      'lines.0.amount',
      ESTIMATE_MESSAGES.amount,
    ],
    [
      'over 100.000,00 €',
      { lines: [{ ...SCREEN, amount: 10_000_001 }] },
      'lines.0.amount',
      ESTIMATE_MESSAGES.amount,
    ],
    ['0 days', { estimatedDays: 0 }, 'estimatedDays', ESTIMATE_MESSAGES.estimatedDays],
    ['91 days', { estimatedDays: 91 }, 'estimatedDays', ESTIMATE_MESSAGES.estimatedDays],
    ['a validity of 0 days', { validityDays: 0 }, 'validityDays', ESTIMATE_MESSAGES.validityDays],
    ['a validity of 61 days', { validityDays: 61 }, 'validityDays', ESTIMATE_MESSAGES.validityDays],
    [
      'a negative diagnosis fee',
      { diagnosisFee: -1 },
      'diagnosisFee',
      ESTIMATE_MESSAGES.diagnosisFee,
    ],
    ['a 501-character note', { note: 'x'.repeat(501) }, 'note', ESTIMATE_MESSAGES.note],
    ['a note with a NUL', { note: 'a\u0000b' }, 'note', UNPRINTABLE_MESSAGE],
  ])('refuses %s, naming the field', (_case, change, field, message) => {
    expect(estimateErrors({ ...DRAFT, ...change })).toEqual({ [field]: message });
  });

  it('names the amount with the limit in euro', () => {
    expect(ESTIMATE_MESSAGES.amount).toContain('100.000,00');
  });

  it('accepts the bounds themselves', () => {
    const bounds: EstimateDraft = {
      lines: [
        { ...SCREEN, description: 'ab', amount: 1 },
        { ...LABOUR, description: 'x'.repeat(200), amount: 10_000_000 },
      ],
      estimatedDays: 90,
      validityDays: 1,
      diagnosisFee: 10_000_000,
    };
    expect(estimateErrors(bounds)).toEqual({});
    expect(estimateErrors({ ...DRAFT, lines: Array(30).fill(SCREEN), estimatedDays: 1 })).toEqual(
      {},
    );
  });
});

describe('estimateTotals', () => {
  it('adds the lines before IVA, then IVA rounded half-up, then the total', () => {
    // 150,01 € before IVA: IVA 33,0022 € rounds to 33,00 €.
    expect(estimateTotals([SCREEN, LABOUR])).toEqual({
      subtotal: 15_001,
      vat: 3_300,
      total: 18_301,
    });
    // 0,25 € at 22% is 5,5 cents: half a cent goes up.
    expect(estimateTotals([{ amount: 25 }])).toEqual({ subtotal: 25, vat: 6, total: 31 });
  });
});

describe('validity and expiry', () => {
  const sentAt = Date.UTC(2026, 10, 23, 9);

  it('lasts 15 days unless staff say otherwise', () => {
    expect(DEFAULT_VALIDITY_DAYS).toBe(15);
    expect(estimateValidUntil(sentAt)).toBe(sentAt + 15 * DAY);
    expect(estimateValidUntil(sentAt, null)).toBe(sentAt + 15 * DAY);
    expect(estimateValidUntil(sentAt, 3)).toBe(sentAt + 3 * DAY);
  });

  it('expires at its validity, and only while it waits for an answer', () => {
    const until = sentAt + DAY;
    expect(isEstimateExpired({ status: 'sent', validUntilMs: until }, until - 1)).toBe(false);
    expect(isEstimateExpired({ status: 'sent', validUntilMs: until }, until)).toBe(true);
    for (const status of ['accepted', 'declined', 'replaced'] as const) {
      expect(isEstimateExpired({ status, validUntilMs: until }, until + DAY)).toBe(false);
    }
  });

  it('is due its reminder within the last 48 hours, not before and not once expired', () => {
    const until = sentAt + 15 * DAY;
    const estimate = { status: 'sent' as const, validUntilMs: until };
    expect(isEstimateReminderDue(estimate, until - 48 * 3_600_000 - 1)).toBe(false);
    expect(isEstimateReminderDue(estimate, until - 48 * 3_600_000)).toBe(true);
    expect(isEstimateReminderDue(estimate, until - 1)).toBe(true);
    expect(isEstimateReminderDue(estimate, until)).toBe(false);
    expect(isEstimateReminderDue({ ...estimate, status: 'accepted' }, until - 1)).toBe(false);
  });

  it('has a reminder window from now (excluded) to 48 hours on (included)', () => {
    expect(estimateReminderWindow(sentAt)).toEqual({
      afterMs: sentAt,
      untilMs: sentAt + 48 * 3_600_000,
    });
  });
});

describe('estimateAnswerRefusal', () => {
  const now = Date.UTC(2026, 10, 23, 9);
  const open = { status: 'sent' as EstimateStatus, validUntilMs: now + DAY };

  it('lets the customer accept or decline an open estimate of a repair waiting for it', () => {
    expect(estimateAnswerRefusal(open, 'preventivo_inviato', 'accept', now)).toBeNull();
    expect(estimateAnswerRefusal(open, 'preventivo_inviato', 'decline', now)).toBeNull();
  });

  it.each([
    ['accepted', 'accept', 'Hai già accettato questo preventivo'],
    ['accepted', 'decline', 'Hai già accettato questo preventivo: per cambiare idea contattaci'],
    ['declined', 'accept', 'Hai rifiutato questo preventivo'],
    ['declined', 'decline', 'Hai già rifiutato questo preventivo'],
    ['replaced', 'accept', 'sostituito da uno più recente'],
    ['replaced', 'decline', 'sostituito da uno più recente'],
  ] as const)('refuses an estimate %s the answer %s', (status, answer, message) => {
    expect(estimateAnswerRefusal({ ...open, status }, 'preventivo_inviato', answer, now)).toContain(
      message,
    );
  });

  it('refuses an expired estimate either way, with the day it expired', () => {
    const expired = { ...open, validUntilMs: Date.UTC(2026, 10, 20, 9) };
    for (const answer of ['accept', 'decline'] as const) {
      expect(estimateAnswerRefusal(expired, 'preventivo_inviato', answer, now)).toBe(
        'Il preventivo è scaduto il 20 novembre 2026: contattaci e ti invieremo un nuovo preventivo.',
      );
    }
  });

  it('refuses an open estimate once staff have moved the repair on', () => {
    expect(estimateAnswerRefusal(open, 'in_riparazione', 'accept', now)).toContain(
      'non è più in attesa',
    );
  });
});

describe('where a repair goes', () => {
  it('goes back by courier if it came by courier, else waits at the counter', () => {
    expect(declinedRepairStatus('spedizione')).toBe('in_restituzione');
    expect(declinedRepairStatus('banco')).toBe('pronto_per_il_ritiro');
    expect(declinedRepairStatus('preventivo')).toBe('pronto_per_il_ritiro');
  });

  it('takes an estimate until it has left the lab or was cancelled', () => {
    const refused = REPAIR_STATUS.values.filter((status) => estimateSendRefusal(status) !== null);
    expect(refused).toEqual(['spedito', 'consegnato', 'annullato']);
    expect(estimateSendRefusal('consegnato')).toBe(
      'Non si può inviare un preventivo per una riparazione «Consegnato».',
    );
  });
});

describe('estimateAnswerNote', () => {
  it("says what and from where, never who (a link holder reads it), and a decline's fee", () => {
    expect(estimateAnswerNote('accept', 'link', 2_000)).toBe(
      "Preventivo accettato dal link dell'e-mail.",
    );
    expect(estimateAnswerNote('decline', 'account', 2_000)).toBe(
      `Preventivo rifiutato dall'account. Costo della diagnosi: ${formatPrice(2_000)} + IVA.`,
    );
    expect(estimateAnswerNote('decline', 'stato-riparazione', null)).toBe(
      'Preventivo rifiutato dalla pagina Stato riparazione.',
    );
  });
});

describe('the e-mailed link', () => {
  it('carries its token in the fragment, which the status page reads back', () => {
    const link = repairAccessLink('https://riparolab.it', 'abc_-.0.xyz');
    expect(link).toBe('https://riparolab.it/stato-riparazione#accesso=abc_-.0.xyz');
    expect(accessTokenOfHash(new URL(link).hash)).toBe('abc_-.0.xyz');
    expect(accessTokenOfHash('')).toBeNull();
    expect(accessTokenOfHash('#altro=1')).toBeNull();
  });
});
