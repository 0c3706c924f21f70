import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { Client, type Exchange, makeResult, Provider } from 'urql';
import { describe, expect, it, vi } from 'vitest';
import { filter, map, pipe } from 'wonka';
import { ESTIMATE_MESSAGES } from '../../schema/rules/estimates';
import { waitingFor } from '../../web/repairs/staff/AwaitingAnswerList';
import { EstimateEditor } from '../../web/repairs/staff/EstimateEditor';
import type { EstimateStart } from '../../web/repairs/staff/estimate-draft';
import { Toaster } from '../../web/ui/toast';

type Answer = Parameters<typeof makeResult>[1];

/** A Worker that answers every estimate with `answer`, recording what each one sent. */
function workerClient(answer: Answer) {
  const sent: Record<string, unknown>[] = [];
  const exchange: Exchange = () => (operations$) =>
    pipe(
      operations$,
      filter((operation) => operation.kind !== 'teardown'),
      map((operation) => {
        sent.push(operation.variables as Record<string, unknown>);
        return makeResult(operation, answer);
      }),
    );
  return { client: new Client({ url: '/graphql', exchanges: [exchange] }), sent };
}

const SENT = {
  data: {
    adminSendEstimate: { __typename: 'AdminRepair', id: 'r1', status: 'PREVENTIVO_INVIATO' },
  },
};

function renderEditor(answer: Answer, start: EstimateStart | null = null, replacing = false) {
  const worker = workerClient(answer);
  const onSent = vi.fn();
  render(
    <Provider value={worker.client}>
      <EstimateEditor
        repairId="r1"
        start={start}
        replacing={replacing}
        onSent={onSent}
        onCancel={() => {}}
      />
      <Toaster />
    </Provider>,
  );
  return { ...worker, onSent };
}

const type = (label: string | RegExp, value: string) =>
  fireEvent.input(screen.getByLabelText(label), { target: { value } });
const totals = () => screen.getByText('Totale per il cliente').closest('dl') as HTMLElement;

describe('the estimate editor', () => {
  it('reads euros as typed into cents and shows subtotal, IVA and total as the customer will', async () => {
    const { sent, onSent } = renderEditor(SENT);
    type('Descrizione della voce 1', 'Display OLED originale');
    type('Importo della voce 1 (€, IVA esclusa)', '1.299,00');
    fireEvent.click(screen.getByRole('button', { name: /Aggiungi una voce/ }));
    fireEvent.change(screen.getByLabelText('Tipo della voce 2'), { target: { value: 'labour' } });
    type('Descrizione della voce 2', 'Sostituzione e collaudo');
    type('Importo della voce 2 (€, IVA esclusa)', '30');

    const sums = within(totals())
      .getAllByRole('definition')
      .map((cell) => (cell.textContent ?? '').replace(/\s/g, ' '));
    expect(sums).toEqual(['1.329,00 €', '292,38 €', '1.621,38 €']);
    expect(screen.getByLabelText('Validità (giorni)')).toHaveProperty('value', '15');

    type('Giorni lavorativi stimati', '4');
    type(/Diagnosi se rifiuta/, '25');
    type(/Nota per il cliente/, '  Il vetro posteriore è integro.  ');
    fireEvent.click(screen.getByRole('button', { name: 'Invia preventivo' }));

    await waitFor(() => expect(onSent).toHaveBeenCalledTimes(1));
    expect(sent).toEqual([
      {
        repairId: 'r1',
        input: {
          lines: [
            { kind: 'PART', description: 'Display OLED originale', amount: 129_900 },
            { kind: 'LABOUR', description: 'Sostituzione e collaudo', amount: 3_000 },
          ],
          estimatedDays: 4,
          validityDays: 15,
          diagnosisFee: 2_500,
          note: 'Il vetro posteriore è integro.',
        },
      },
    ]);
    expect(screen.getByText('Preventivo inviato: il cliente lo riceve per e-mail.')).toBeTruthy();
  });

  it('says what is wrong on each field and sends nothing', () => {
    const { sent } = renderEditor(SENT);
    type('Descrizione della voce 1', 'X');
    type('Importo della voce 1 (€, IVA esclusa)', 'dodici');
    type('Validità (giorni)', '90');
    fireEvent.click(screen.getByRole('button', { name: 'Invia preventivo' }));

    const line = screen.getByLabelText('Descrizione della voce 1').closest('li') as HTMLElement;
    expect(line.textContent).toContain(ESTIMATE_MESSAGES.description);
    expect(line.textContent).toContain("Scrivi l'importo in euro, ad esempio 1.299,00.");
    expect(screen.getByText(ESTIMATE_MESSAGES.estimatedDays)).toBeTruthy();
    expect(screen.getByText(ESTIMATE_MESSAGES.validityDays)).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByLabelText('Descrizione della voce 1'));
    expect(sent).toEqual([]);
  });

  it("shows the Worker's refusal on the field it names", async () => {
    const refusal = 'La descrizione deve avere da 2 a 200 caratteri.';
    const { sent, onSent } = renderEditor({
      data: null,
      errors: [
        {
          message: 'Alcuni campi non sono validi: correggili e riprova.',
          extensions: { code: 'BAD_USER_INPUT', fields: { 'lines.0.description': refusal } },
        },
      ],
    } as unknown as Answer);
    type('Descrizione della voce 1', 'Batteria');
    type('Importo della voce 1 (€, IVA esclusa)', '49,90');
    type('Giorni lavorativi stimati', '2');
    fireEvent.click(screen.getByRole('button', { name: 'Invia preventivo' }));

    await waitFor(() => expect(sent).toHaveLength(1));
    const line = screen.getByLabelText('Descrizione della voce 1').closest('li') as HTMLElement;
    await waitFor(() => expect(line.textContent).toContain(refusal));
    expect(onSent).not.toHaveBeenCalled();
  });

  it('starts from the previous estimate and says it replaces the one still waiting', () => {
    renderEditor(
      SENT,
      {
        lines: [{ kind: 'labour', description: 'Pulizia scheda', amount: 4_500 }],
        estimatedDays: 2,
        diagnosisFee: null,
        note: null,
      },
      true,
    );
    expect(screen.getByLabelText('Tipo della voce 1')).toHaveProperty('value', 'labour');
    expect(screen.getByLabelText('Importo della voce 1 (€, IVA esclusa)')).toHaveProperty(
      'value',
      '45,00',
    );
    expect(screen.getByText(/verrà sostituito da questo/)).toBeTruthy();
  });
});

describe('how long an estimate has waited, in the staff list', () => {
  const HOUR = 3_600_000;
  it.each([
    [0, "da meno di un'ora"],
    [HOUR - 1, "da meno di un'ora"],
    [HOUR, 'da 1 ora'],
    [23 * HOUR, 'da 23 ore'],
    [24 * HOUR, 'da 1 giorno'],
    [3 * 24 * HOUR + 5 * HOUR, 'da 3 giorni'],
  ])('%i ms is "%s"', (waited, words) => {
    expect(waitingFor(1_000_000_000_000, 1_000_000_000_000 + waited)).toBe(words);
  });
});
