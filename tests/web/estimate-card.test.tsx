import { fireEvent, render, screen, within } from '@testing-library/react';
import { useState } from 'react';
import { Provider } from 'urql';
import { describe, expect, it } from 'vitest';
import { REPAIR_LINK_REFUSALS } from '../../schema/rules/repair-links';
import { RepairCard, type RepairCardData } from '../../web/repairs/RepairCard';
import { RepairStatusPage } from '../../web/repairs/RepairStatusPage';
import type { RepairAccess } from '../../web/repairs/useEstimateAnswer';
import { renderRoutes } from './render';
import { workerClient } from './worker-client';

const DAY = 86_400_000;
const CONFLICT = 'Hai già accettato questo preventivo: la riparazione è in corso.';

const estimate = (change: Record<string, unknown> = {}) => ({
  __typename: 'RepairEstimate' as const,
  id: 'est-1',
  lines: [
    { kind: 'PART' as const, description: 'Display originale', amount: 12_900 },
    { kind: 'LABOUR' as const, description: 'Sostituzione e collaudo', amount: 3_000 },
  ],
  subtotal: 15_900,
  vat: 3_498,
  total: 19_398,
  diagnosisFee: 2_500,
  estimatedDays: 3,
  validUntil: new Date(Date.now() + 10 * DAY).toISOString(),
  note: 'Il vetro posteriore è integro.',
  status: 'SENT' as const,
  expired: false,
  sentAt: new Date(Date.now() - 5 * DAY).toISOString(),
  decidedAt: null,
  ...change,
});

const at = (daysAgo: number) => new Date(Date.now() - daysAgo * DAY).toISOString();

function repair(change: Partial<RepairCardData> = {}, estimateChange = {}): RepairCardData {
  return {
    __typename: 'Repair',
    code: 'RIP-7KQ2M9XD',
    device: 'iPhone 13',
    createdAt: at(7),
    shipments: [],
    status: 'PREVENTIVO_INVIATO',
    updatedAt: at(5),
    timeline: [
      { status: 'RICEVUTO', note: null, at: at(7) },
      { status: 'PREVENTIVO_INVIATO', note: 'Preventivo di 193,98 € IVA inclusa.', at: at(5) },
    ],
    estimate: estimate(estimateChange),
    ...change,
  } as RepairCardData;
}

const ACCESS: RepairAccess = { code: 'RIP-7KQ2M9XD', email: 'cliente@negozio.test' };

/** The card as a page holds it: the answer replaces the repair shown. */
function Page({ start }: { start: RepairCardData }) {
  const [shown, setShown] = useState(start);
  return <RepairCard repair={shown} access={ACCESS} onChange={setShown} />;
}

function renderCard(start: RepairCardData, answer: Parameters<typeof workerClient>[0]) {
  const worker = workerClient(answer);
  render(
    <Provider value={worker.client}>
      <Page start={start} />
    </Provider>,
  );
  return worker;
}

const button = (name: string) => screen.queryByRole('button', { name });
/** An element's text with the formatter's no-break spaces as plain ones. */
const text = (element: Element | undefined) => (element?.textContent ?? '').replace(/\s/g, ' ');

describe('the estimate card', () => {
  it('shows the lines before IVA, subtotal, IVA and total, days, validity, the fee and the note', () => {
    renderCard(repair(), () => ({}));
    const card = screen.getByRole('region', { name: 'Preventivo della riparazione RIP-7KQ2M9XD' });
    const rows = within(card).getAllByRole('row');
    expect(text(rows[1])).toMatch(/^Display originale(Ricambio)+129,00 € \+ IVA$/);
    expect(text(rows[2])).toMatch(/^Sostituzione e collaudo(Manodopera)+30,00 € \+ IVA$/);
    expect(text(card)).toContain('Subtotale159,00 €');
    expect(text(card)).toContain('IVA 22%34,98 €');
    expect(text(card)).toContain('Totale193,98 €');
    expect(text(card)).toContain("3 giorni lavorativi dall'accettazione");
    expect(text(card)).toMatch(/Valido fino al \d{1,2} \w+ \d{4}/);
    expect(text(card)).toContain('la diagnosi costa 25,00 € + IVA');
    expect(text(card)).toContain('Il vetro posteriore è integro.');
    expect(button('Accetta il preventivo')).toBeTruthy();
    expect(button('Rifiuta')).toBeTruthy();
  });

  it('accepts with one click, and the answer replaces the card: state, timeline, outcome', async () => {
    const decidedAt = new Date().toISOString();
    const { asked } = renderCard(repair(), () => ({
      data: {
        acceptEstimate: {
          __typename: 'Repair',
          status: 'IN_RIPARAZIONE',
          updatedAt: decidedAt,
          timeline: [
            ...repair().timeline,
            { status: 'IN_RIPARAZIONE', note: 'Preventivo accettato.', at: decidedAt },
          ],
          estimate: estimate({ status: 'ACCEPTED', decidedAt }),
        },
      },
    }));
    fireEvent.click(screen.getByRole('button', { name: 'Accetta il preventivo' }));

    await screen.findByText(/Hai accettato il preventivo il/);
    expect(asked).toEqual([
      { name: 'AcceptEstimate', variables: { access: ACCESS, estimateId: 'est-1' } },
    ]);
    const card = screen.getByRole('region', { name: 'iPhone 13 Riparazione RIP-7KQ2M9XD' });
    expect(card.textContent).toContain('Stato attualeIn riparazione');
    expect(card.textContent).toContain('Preventivo accettato.');
    expect(button('Accetta il preventivo')).toBeNull();
    expect(button('Rifiuta')).toBeNull();
  });

  it('declines only after the customer confirms, since the device goes back', async () => {
    const decidedAt = new Date().toISOString();
    const { asked } = renderCard(repair(), () => ({
      data: {
        declineEstimate: {
          __typename: 'Repair',
          status: 'IN_RESTITUZIONE',
          updatedAt: decidedAt,
          timeline: repair().timeline,
          estimate: estimate({ status: 'DECLINED', decidedAt }),
        },
      },
    }));
    fireEvent.click(screen.getByRole('button', { name: 'Rifiuta' }));
    expect(asked).toEqual([]);
    const confirm = screen.getByRole('group', { name: 'Vuoi davvero rifiutare il preventivo?' });
    expect(text(confirm)).toContain('te lo rispediamo o lo prepariamo per il ritiro');
    expect(text(confirm)).toContain('La diagnosi costa 25,00 € + IVA.');

    fireEvent.click(within(confirm).getByRole('button', { name: 'Annulla' }));
    expect(button('Accetta il preventivo')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Rifiuta' }));
    fireEvent.click(screen.getByRole('button', { name: 'Sì, rifiuta il preventivo' }));

    await screen.findByText(/Hai rifiutato il preventivo il/);
    expect(asked.map((operation) => operation.name)).toEqual(['DeclineEstimate']);
    expect(screen.getByText('In restituzione')).toBeTruthy();
    expect(text(screen.getByText(/Resta da pagare la diagnosi/))).toContain('25,00 € + IVA');
  });

  it('after a decline at the counter, does not say the repair is done', () => {
    renderCard(
      repair({ status: 'PRONTO_PER_IL_RITIRO' }, { status: 'DECLINED', decidedAt: at(0) }),
      () => ({}),
    );
    expect(
      screen.getByText(
        'Hai rifiutato il preventivo: il dispositivo è pronto, puoi passare a ritirarlo.',
      ),
    ).toBeTruthy();
    expect(screen.queryByText(/La riparazione è conclusa e collaudata/)).toBeNull();
  });

  it("shows the server's refusal in its words and keeps the card as it was", async () => {
    const { asked } = renderCard(repair(), () => ({
      errors: [{ message: CONFLICT, extensions: { code: 'CONFLICT' } }],
    }));
    fireEvent.click(screen.getByRole('button', { name: 'Accetta il preventivo' }));
    expect((await screen.findByRole('alert')).textContent).toBe(CONFLICT);
    expect(asked).toHaveLength(1);
    const card = screen.getByRole('region', { name: 'iPhone 13 Riparazione RIP-7KQ2M9XD' });
    expect(card.textContent).toContain('Stato attualePreventivo inviato');
    expect(button('Accetta il preventivo')).toBeTruthy();
  });

  it('says an expired estimate has expired and offers no answer', () => {
    renderCard(repair({}, { expired: true, validUntil: at(1) }), () => ({}));
    expect(screen.getByText(/Il preventivo è scaduto il/).textContent).toContain(
      'ti invieremo un nuovo preventivo',
    );
    expect(button('Accetta il preventivo')).toBeNull();
    expect(button('Rifiuta')).toBeNull();
  });

  it('treats an estimate whose validity ran out while the page was open as expired', () => {
    renderCard(repair({}, { expired: false, validUntil: at(0.01) }), () => ({}));
    expect(screen.getByText(/Il preventivo è scaduto il/)).toBeTruthy();
    expect(button('Accetta il preventivo')).toBeNull();
  });

  it('shows no estimate when the repair has none', () => {
    renderCard(repair({ status: 'IN_DIAGNOSI', estimate: null }), () => ({}));
    expect(
      screen.queryByRole('region', { name: 'Preventivo della riparazione RIP-7KQ2M9XD' }),
    ).toBeNull();
  });
});

describe('the status page opened from the e-mailed link', () => {
  it('opens the repair with the token, takes the token out of the address bar, and answers with it', async () => {
    window.history.replaceState(null, '', '/stato-riparazione#accesso=firmato.abc');
    const { client, asked } = workerClient((name) =>
      name === 'RepairByLink'
        ? { data: { repairByLink: repair() } }
        : {
            data: { acceptEstimate: repair({ status: 'IN_RIPARAZIONE' }, { status: 'ACCEPTED' }) },
          },
    );
    renderRoutes(
      [{ path: '/stato-riparazione', element: <RepairStatusPage /> }],
      '/stato-riparazione',
      client,
    );

    await screen.findByRole('region', { name: 'iPhone 13 Riparazione RIP-7KQ2M9XD' });
    expect(asked[0]).toEqual({ name: 'RepairByLink', variables: { token: 'firmato.abc' } });
    expect(window.location.hash).toBe('');
    expect(window.location.pathname).toBe('/stato-riparazione');

    fireEvent.click(screen.getByRole('button', { name: 'Accetta il preventivo' }));
    await screen.findByText('In riparazione', { selector: 'p' });
    expect(asked).toHaveLength(2);
    expect(asked[1]?.variables).toEqual({
      access: { code: 'RIP-7KQ2M9XD', token: 'firmato.abc' },
      estimateId: 'est-1',
    });
  });

  it('after a refusal reads the repair again with the same token and keeps the refusal shown', async () => {
    window.history.replaceState(null, '', '/stato-riparazione#accesso=firmato.abc');
    let lookups = 0;
    const { client, asked } = workerClient((name) => {
      if (name !== 'RepairByLink') {
        return { errors: [{ message: CONFLICT, extensions: { code: 'CONFLICT' } }] };
      }
      lookups += 1;
      // Accepted meanwhile from another device: the second reading shows it.
      const answered = lookups > 1 ? { status: 'ACCEPTED', decidedAt: at(0) } : {};
      return { data: { repairByLink: repair({}, answered) } };
    });
    renderRoutes(
      [{ path: '/stato-riparazione', element: <RepairStatusPage /> }],
      '/stato-riparazione',
      client,
    );
    fireEvent.click(await screen.findByRole('button', { name: 'Accetta il preventivo' }));

    await screen.findByText(/Hai accettato il preventivo il/);
    expect(asked.map((operation) => operation.name)).toEqual([
      'RepairByLink',
      'AcceptEstimate',
      'RepairByLink',
    ]);
    expect(asked[2]?.variables).toEqual({ token: 'firmato.abc' });
    expect(screen.getByRole('alert').textContent).toBe(CONFLICT);
    expect(button('Accetta il preventivo')).toBeNull();
  });

  it('says so when the link opens no repair', async () => {
    window.history.replaceState(null, '', '/stato-riparazione#accesso=alterato');
    const { client } = workerClient(() => ({ data: { repairByLink: null } }));
    renderRoutes(
      [{ path: '/stato-riparazione', element: <RepairStatusPage /> }],
      '/stato-riparazione',
      client,
    );
    expect((await screen.findByRole('alert')).textContent).toContain(
      'Il link non apre nessuna riparazione',
    );
    expect(window.location.hash).toBe('');
  });

  it.each(['expired', 'revoked'] as const)('says in Italian that a link was %s', async (state) => {
    window.history.replaceState(null, '', '/stato-riparazione#accesso=vecchio');
    const { client } = workerClient(() => ({
      data: { repairByLink: null },
      errors: [{ message: REPAIR_LINK_REFUSALS[state], extensions: { code: 'FORBIDDEN' } }],
    }));
    renderRoutes(
      [{ path: '/stato-riparazione', element: <RepairStatusPage /> }],
      '/stato-riparazione',
      client,
    );
    expect((await screen.findByRole('alert')).textContent).toBe(REPAIR_LINK_REFUSALS[state]);
  });
});
