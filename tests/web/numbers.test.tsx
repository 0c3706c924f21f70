import {
  act,
  fireEvent,
  render,
  renderHook,
  screen,
  waitFor,
  within,
} from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ChartFigure } from '../../web/admin/numbers/ChartFigure';
import { BarChart } from '../../web/admin/numbers/Charts';
import { NumbersSection } from '../../web/admin/numbers/NumbersSection';
import { useNumbers } from '../../web/admin/numbers/useNumbers';
import { withClient } from './hook-render';
import { workerClient } from './worker-client';

const amounts = (orders: number, total: number) => ({
  orders,
  subtotal: total,
  shipping: 0,
  taxes: 0,
  total,
  cancelled: 0,
  returns: 0,
  refunds: 0,
  refunded: 0,
});

const DATA = {
  adminSalesFigures: {
    averageOrder: 18_395,
    returnsRate: 0.5,
    amounts: { ...amounts(2, 36_789), refunds: 1, refunded: 1251 },
    byPaymentMethod: [
      { paymentMethod: 'BONIFICO', amounts: { orders: 2, total: 36_789, refunded: 0 } },
    ],
    series: [
      { day: '2026-03-28', amounts: { orders: 1, total: 85_278 } },
      { day: '2026-03-29', amounts: { orders: 2, total: 36_789 } },
    ],
    byCategory: [{ id: 'accessori', name: 'Accessori', units: 1, net: 27_900 }],
    topProducts: [{ id: '6', name: 'AirPods Pro', units: 1, net: 27_900 }],
  },
  adminRepairFigures: {
    requests: 3,
    warrantyClaims: 1,
    repairsOpened: 1,
    estimatesSent: 3,
    estimatesAccepted: 1,
    estimatesDeclined: 1,
    estimatesWaiting: 1,
    acceptanceRate: 0.5,
    timeToReady: [{ deviceCategory: 'TABLET', repairs: 1, averageHours: 48 }],
    openByState: [{ status: 'IN_RIPARAZIONE', repairs: 4 }],
  },
  adminStockFigures: {
    lowStockThreshold: 3,
    productsOutOfStock: 1,
    productsLowOnStock: 1,
    variantsOutOfStock: 0,
    variantsLowOnStock: 0,
    stockAlertsWaiting: 2,
    lowestStock: [{ id: '8', name: 'PlayStation 5 Slim', stock: 0 }],
  },
  adminAccountantSummary: {
    month: '2026-03',
    orders: 4,
    taxable: 154_625,
    vat: 34_018,
    shipping: 1500,
    total: 190_143,
    invoicesRequested: 1,
    refunds: 1,
    refunded: 1251,
    refundedTaxable: 1025,
    refundedVat: 226,
  },
};

describe('the page hook of Numeri', () => {
  it('asks for the month holding today, then for each period staff move to', async () => {
    const worker = workerClient(() => ({ data: DATA }));
    const { result } = renderHook(() => useNumbers('2026-03-29'), {
      wrapper: withClient(worker.client),
    });
    await waitFor(() => expect(result.current.data).toBeDefined());
    expect(worker.asked.at(-1)?.variables).toEqual({
      from: '2026-03-01',
      to: '2026-03-31',
      month: '2026-03',
    });
    act(() => result.current.setKind('week'));
    await waitFor(() =>
      expect(worker.asked.at(-1)?.variables).toEqual({
        from: '2026-03-23',
        to: '2026-03-29',
        month: '2026-03',
      }),
    );
    act(() => result.current.next());
    await waitFor(() =>
      expect(worker.asked.at(-1)?.variables).toEqual({
        from: '2026-03-30',
        to: '2026-04-05',
        month: '2026-04',
      }),
    );
    act(() => result.current.setKind('month'));
    act(() => result.current.previous());
    await waitFor(() =>
      expect(worker.asked.at(-1)?.variables).toMatchObject({
        from: '2026-03-01',
        to: '2026-03-31',
      }),
    );
    act(() => result.current.setKind('day'));
    act(() => result.current.setDay(''));
    expect(result.current.from).toBe('2026-03-31');
  });
});

describe('a chart of Numeri', () => {
  const rows = [
    { label: 'Ricevuto', value: 2, shown: '2' },
    { label: 'In riparazione', value: 5, shown: '5' },
  ];

  it('is named and described, its table there for screen readers and shown on demand', () => {
    render(
      <ChartFigure
        title="Pipeline"
        description="Riparazioni per stato."
        columns={['Stato', 'N.']}
        rows={rows}
      >
        {(ids) => <BarChart ids={ids} rows={rows} />}
      </ChartFigure>,
    );
    const described = screen
      .getByRole('img', { name: 'Pipeline' })
      .getAttribute('aria-describedby');
    expect(document.getElementById(described ?? '')?.textContent).toBe('Riparazioni per stato.');
    const table = screen.getByRole('table', { name: 'Pipeline' });
    expect(table.parentElement?.classList.contains('sr-only')).toBe(true);
    const toggle = screen.getByRole('button', { name: 'Mostra la tabella' });
    fireEvent.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    expect(toggle.textContent).toBe('Nascondi la tabella');
    expect(table.parentElement?.classList.contains('sr-only')).toBe(false);
    expect(
      within(table)
        .getAllByRole('row')
        .map((row) => row.textContent),
    ).toEqual(['StatoN.', 'Ricevuto2', 'In riparazione5']);
  });

  it('says when the period has nothing to draw', () => {
    render(
      <ChartFigure title="Vuoto" description="Niente." columns={['A', 'B']} rows={[]}>
        {(ids) => <BarChart ids={ids} rows={[]} />}
      </ChartFigure>,
    );
    expect(screen.getByText('Nessun dato nel periodo.')).toBeTruthy();
    expect(screen.queryByRole('img')).toBeNull();
  });
});

describe('the Numeri section', () => {
  it('shows the figures, the charts and the accountant summary', async () => {
    const worker = workerClient(() => ({ data: DATA }));
    render(<NumbersSection />, { wrapper: withClient(worker.client) });
    const sales = await screen.findByLabelText('Vendite del periodo');
    const text = (element: HTMLElement) => element.textContent?.replace(/\s/g, ' ');
    expect(text(sales)).toContain('Ordine medio183,95 €');
    expect(screen.getByRole('img', { name: 'Vendite nel tempo' })).toBeTruthy();
    expect(text(screen.getByRole('table', { name: 'Vendite nel tempo' }))).toContain(
      '29 mar367,89 €',
    );
    expect(screen.getByRole('heading', { name: 'Per il commercialista: marzo 2026' })).toBeTruthy();
    expect(text(screen.getByRole('table', { name: 'Riepilogo IVA di marzo 2026' }))).toContain(
      'Vendite (prodotti)1.546,25 €340,18 €1.886,43 €',
    );
  });
});
