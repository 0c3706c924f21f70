import { formatPrice } from '../../../schema/rules/money';
import { PAYMENT_METHOD } from '../../../schema/vocabulary';
import { ChartFigure } from './ChartFigure';
import { BarChart, ColumnChart } from './Charts';
import { FigureList } from './FigureList';
import { formatShare, formatShortDay } from './figures-format';
import type { NumbersData } from './numbers-query';

type Sales = NumbersData['adminSalesFigures'];

/** The period's sales: the totals, the sales over time, and by method, category and product. */
export function SalesPanel({ sales }: { sales: Sales }) {
  const a = sales.amounts;
  const series = sales.series.map((d) => ({
    label: formatShortDay(d.day),
    value: d.amounts.total,
    shown: formatPrice(d.amounts.total),
  }));
  return (
    <section aria-labelledby="numeri-vendite" className="space-y-4">
      <h2 id="numeri-vendite" className="text-xl font-bold">
        Vendite
      </h2>
      <FigureList
        label="Vendite del periodo"
        figures={[
          ['Ordini', String(a.orders)],
          ['Totale incassato', formatPrice(a.total)],
          ['Imponibile', formatPrice(a.subtotal)],
          ['IVA', formatPrice(a.taxes)],
          ['Spedizioni', formatPrice(a.shipping)],
          ['Ordine medio', formatPrice(sales.averageOrder)],
          ['Rimborsi', `${formatPrice(a.refunded)} (${a.refunds})`],
          ['Tasso di reso', formatShare(sales.returnsRate)],
        ]}
      />
      <ChartFigure
        title="Vendite nel tempo"
        description="Totale degli ordini (IVA e spedizione comprese) per giorno, ora di Roma."
        columns={['Giorno', 'Totale']}
        rows={series}
      >
        {(ids) => <ColumnChart ids={ids} rows={series} />}
      </ChartFigure>
      <SalesBreakdown sales={sales} />
    </section>
  );
}

/** Where the sales came from: payment methods, categories, the best-selling products. */
function SalesBreakdown({ sales }: { sales: Sales }) {
  const charts = [
    {
      title: 'Per metodo di pagamento',
      description: 'Totale degli ordini del periodo per metodo di pagamento.',
      columns: ['Metodo', 'Totale'] as [string, string],
      rows: sales.byPaymentMethod.map((m) => ({
        label: PAYMENT_METHOD.label(m.paymentMethod),
        value: m.amounts.total,
        shown: formatPrice(m.amounts.total),
      })),
    },
    {
      title: 'Per categoria',
      description: 'Imponibile venduto per categoria (prodotti, IVA esclusa).',
      columns: ['Categoria', 'Imponibile'] as [string, string],
      rows: sales.byCategory.map((c) => ({
        label: `${c.name} (${c.units} pz)`,
        value: c.net,
        shown: formatPrice(c.net),
      })),
    },
    {
      title: 'Prodotti più venduti',
      description: 'I dieci prodotti con più imponibile venduto nel periodo.',
      columns: ['Prodotto', 'Imponibile'] as [string, string],
      rows: sales.topProducts.map((p) => ({
        label: `${p.name} (${p.units} pz)`,
        value: p.net,
        shown: formatPrice(p.net),
      })),
    },
  ];
  return (
    <div className="grid gap-4 lg:grid-cols-3">
      {charts.map((chart) => (
        <ChartFigure key={chart.title} {...chart}>
          {(ids) => <BarChart ids={ids} rows={chart.rows} />}
        </ChartFigure>
      ))}
    </div>
  );
}
