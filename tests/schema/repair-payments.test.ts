import { describe, expect, it } from 'vitest';
import {
  repairCharge,
  repairPaymentStage,
  repairPaymentState,
  repairSessionWindow,
} from '../../schema/rules/repair-payments';

const estimate = (
  status: 'sent' | 'accepted' | 'declined' | 'replaced',
  fee: number | null = 2_500,
) => ({
  status,
  totalCents: 18_301,
  diagnosisFeeCents: fee,
});

describe('what a repair charges', () => {
  it('charges an accepted estimate its total, a declined one its fee with IVA', () => {
    expect(repairCharge('in_riparazione', estimate('accepted'), 0)).toEqual({
      kind: 'estimate',
      charge: 18_301,
      due: 18_301,
    });
    expect(repairCharge('pronto_per_il_ritiro', estimate('declined'), 0)).toEqual({
      kind: 'diagnosis',
      charge: 3_050,
      due: 3_050,
    });
  });

  it('charges nothing while waiting, without a fee, or once the repair is cancelled', () => {
    expect(repairCharge('preventivo_inviato', estimate('sent'), 0)).toBeNull();
    expect(repairCharge('pronto_per_il_ritiro', estimate('declined', null), 0)).toBeNull();
    expect(repairCharge('annullato', estimate('accepted'), 0)).toBeNull();
    expect(repairCharge('in_diagnosi', null, 0)).toBeNull();
  });

  it('counts what was paid before: a new estimate is due only beyond it', () => {
    expect(repairCharge('in_riparazione', estimate('accepted'), 10_000)?.due).toBe(8_301);
    expect(repairCharge('in_riparazione', estimate('accepted'), 20_000)?.due).toBe(0);
  });
});

describe('what the customer sees', () => {
  it('shows paid once nothing is due, whatever the return address says', () => {
    const state = repairPaymentState('in_riparazione', estimate('accepted'), [
      { kind: 'estimate', amountCents: 18_301, status: 'paid', paidAtMs: 5 },
      { kind: 'estimate', amountCents: 18_301, status: 'expired', paidAtMs: null },
    ]);
    expect(state).toEqual({ kind: 'estimate', due: 0, paid: 18_301, paidAtMs: 5 });
    expect(repairPaymentStage({ due: 0, payable: false }, true)).toBe('paid');
  });

  it('waits for the provider when back from paying, never saying paid on the way back', () => {
    expect(repairPaymentStage({ due: 18_301, payable: true }, true)).toBe('confirming');
    expect(repairPaymentStage({ due: 18_301, payable: true }, false)).toBe('to-pay');
    expect(repairPaymentStage({ due: 18_301, payable: false }, false)).toBe('unavailable');
  });
});

describe("the provider page's window", () => {
  it('closes 60 to 90 minutes after any moment of it, the same for the whole window', () => {
    const at = Date.UTC(2026, 10, 28, 11, 10);
    const window = repairSessionWindow(at);
    expect(repairSessionWindow(at + 19 * 60_000)).toEqual(window);
    expect(window.closesAtMs - at).toBeGreaterThanOrEqual(60 * 60_000);
    expect(window.closesAtMs - at).toBeLessThanOrEqual(90 * 60_000);
  });
});
