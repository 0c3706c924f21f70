import { act, renderHook, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ESTIMATE_MESSAGES } from '../../schema/rules/estimates';
import {
  listedStart,
  readDraft,
  startLines,
  startValues,
} from '../../web/repairs/staff/estimate-draft';
import { useEstimateEditor } from '../../web/repairs/staff/useEstimateEditor';
import { submitWith, withClient } from './hook-render';
import { type Answer, workerClient } from './worker-client';

const SENT: Answer = {
  data: {
    adminSendEstimate: { __typename: 'AdminRepair', id: 'r1', status: 'PREVENTIVO_INVIATO' },
  },
};

function renderEditorHook(answer: Answer, start: Parameters<typeof useEstimateEditor>[1] = null) {
  const worker = workerClient(() => answer);
  const onSent = vi.fn();
  const hook = renderHook(() => useEstimateEditor('r1', start, onSent), {
    wrapper: withClient(worker.client),
  });
  return { ...worker, onSent, hook };
}

/** Types a whole valid estimate of one line into the hook. */
function fillValid(hook: ReturnType<typeof renderEditorHook>['hook']) {
  act(() => hook.result.current.setLine(0, { description: 'Batteria', amount: '49,90' }));
  act(() => hook.result.current.form.setValue('estimatedDays', '2'));
}

describe('useEstimateEditor', () => {
  it('adds, edits and removes lines, and totals them as the customer will read them', () => {
    const { hook } = renderEditorHook(SENT);
    act(() => hook.result.current.setLine(0, { amount: '100' }));
    act(() => hook.result.current.addLine());
    act(() => hook.result.current.setLine(1, { kind: 'labour', amount: '20,50' }));
    expect(hook.result.current.lines.map((line) => line.kind)).toEqual(['part', 'labour']);
    expect(hook.result.current.totals).toEqual({ subtotal: 12_050, vat: 2_651, total: 14_701 });
    act(() => hook.result.current.removeLine(0));
    expect(hook.result.current.lines).toEqual([
      { kind: 'labour', description: '', amount: '20,50' },
    ]);
    expect(hook.result.current.validity).toBe(15);
  });

  it('sends the draft in cents with the API kinds, then says so and calls back', async () => {
    const { hook, asked, onSent } = renderEditorHook(SENT);
    fillValid(hook);
    await submitWith(hook.result.current.onSubmit);

    await waitFor(() => expect(onSent).toHaveBeenCalledTimes(1));
    expect(asked).toEqual([
      {
        name: 'AdminSendEstimate',
        variables: {
          repairId: 'r1',
          input: {
            lines: [{ kind: 'PART', description: 'Batteria', amount: 4_990 }],
            estimatedDays: 2,
            validityDays: 15,
            diagnosisFee: null,
            note: null,
          },
        },
      },
    ]);
    expect(screen.getByText('Preventivo inviato: il cliente lo riceve per e-mail.')).toBeTruthy();
  });

  it('sends nothing while a field is wrong, and shows where', async () => {
    const { hook, asked, onSent } = renderEditorHook(SENT);
    await submitWith(hook.result.current.onSubmit);
    expect(asked).toEqual([]);
    expect(onSent).not.toHaveBeenCalled();
    expect(hook.result.current.form.errors.estimatedDays).toBe(ESTIMATE_MESSAGES.estimatedDays);
  });

  it.each([
    ['NOT_FOUND', 'Riparazione non trovata.'],
    ['CONFLICT', 'La riparazione è chiusa: non si può più inviare un preventivo.'],
  ])('a %s refusal is shown in Italian and nothing is called back', async (code, message) => {
    const { hook, asked, onSent } = renderEditorHook({
      errors: [{ message, extensions: { code } }],
    });
    fillValid(hook);
    await submitWith(hook.result.current.onSubmit);

    await screen.findByText(message);
    expect(asked).toHaveLength(1);
    expect(onSent).not.toHaveBeenCalled();
    expect(hook.result.current.lines[0]?.description).toBe('Batteria');
  });
});

describe('reading the estimate form', () => {
  it('starts from a previous estimate in euros, or from one empty line', () => {
    const start = {
      lines: [{ kind: 'labour' as const, description: 'Pulizia', amount: 4_500 }],
      estimatedDays: 2,
      diagnosisFee: 2_000,
      note: 'Nota',
    };
    expect(startLines(start)).toEqual([
      { kind: 'labour', description: 'Pulizia', amount: '45,00' },
    ]);
    expect(startValues(start)).toEqual({
      estimatedDays: '2',
      validityDays: '15',
      diagnosisFee: '20,00',
      note: 'Nota',
    });
    expect(startLines(null)).toEqual([{ kind: 'part', description: '', amount: '' }]);
    expect(startValues(null).estimatedDays).toBe('');
  });

  it('says an amount or a fee that is not euros in words, and trims the rest', () => {
    const { draft, errors } = readDraft(
      { estimatedDays: ' 3 ', validityDays: '', diagnosisFee: 'venti', note: '   ' },
      [{ kind: 'part', description: '  Display  ', amount: 'molti' }],
    );
    expect(draft).toMatchObject({
      lines: [{ kind: 'part', description: 'Display', amount: 0 }],
      estimatedDays: 3,
      validityDays: null,
      diagnosisFee: null,
      note: null,
    });
    expect(errors['lines.0.amount']).toBe("Scrivi l'importo in euro, ad esempio 1.299,00.");
    expect(errors.diagnosisFee).toBe("Scrivi l'importo in euro, ad esempio 1.299,00.");
  });

  it('refuses days that are not a whole number', () => {
    const { errors } = readDraft(
      { estimatedDays: '2,5', validityDays: 'x', diagnosisFee: '', note: '' },
      [{ kind: 'part', description: 'Display', amount: '10' }],
    );
    expect(errors.estimatedDays).toBe(ESTIMATE_MESSAGES.estimatedDays);
    expect(errors.validityDays).toBe(ESTIMATE_MESSAGES.validityDays);
  });
});

describe('an estimate from a price booked on the list', () => {
  it('starts from one line at the list price, and the days of its typical time', () => {
    const start = listedStart({
      repairName: 'Sostituzione schermo (ricambio originale)',
      partsQuality: 'ORIGINALE',
      price: 19_900,
      typicalMinutes: 60,
    });
    expect(startLines(start)).toEqual([
      { kind: 'part', description: 'Sostituzione schermo (ricambio originale)', amount: '199,00' },
    ]);
    expect(startValues(start)).toMatchObject({ estimatedDays: '1', diagnosisFee: '', note: '' });
    const cleaning = listedStart({
      repairName: 'Pulizia interna e pasta termica',
      partsQuality: null,
      price: 5_900,
      typicalMinutes: 2_880,
    });
    expect(cleaning?.lines[0]?.kind).toBe('labour');
    expect(cleaning?.estimatedDays).toBe(2);
    expect(listedStart(null)).toBeNull();
  });
});
