import { FigureList } from './FigureList';
import type { NumbersData } from './numbers-query';

type Stock = NumbersData['adminStockFigures'];

/** The stock now: what is out of or low on stock, and the customers waiting for it. */
export function StockPanel({ stock }: { stock: Stock }) {
  return (
    <section aria-labelledby="numeri-magazzino" className="space-y-4">
      <h2 id="numeri-magazzino" className="text-xl font-bold">
        Magazzino oggi
      </h2>
      <FigureList
        label="Magazzino"
        figures={[
          ['Prodotti esauriti', String(stock.productsOutOfStock)],
          [
            `Prodotti con ${stock.lowStockThreshold} pezzi o meno`,
            String(stock.productsLowOnStock),
          ],
          ['Varianti esaurite', String(stock.variantsOutOfStock)],
          [
            `Varianti con ${stock.lowStockThreshold} pezzi o meno`,
            String(stock.variantsLowOnStock),
          ],
          ['Avvisi di disponibilità in attesa', String(stock.stockAlertsWaiting)],
        ]}
      />
      {stock.lowestStock.length > 0 && (
        <table className="w-full rounded-2xl bg-white text-sm ring-1 ring-slate-200">
          <caption className="p-3 text-left font-bold">Da riordinare</caption>
          <thead>
            <tr className="text-left text-slate-600">
              <th scope="col" className="px-3 py-1">
                Prodotto
              </th>
              <th scope="col" className="px-3 py-1 text-right">
                Pezzi
              </th>
            </tr>
          </thead>
          <tbody>
            {stock.lowestStock.map((p) => (
              <tr key={p.id} className="border-t border-slate-100">
                <th scope="row" className="px-3 py-1 text-left font-normal break-words">
                  {p.name}
                </th>
                <td className="px-3 py-1 text-right tabular-nums">{p.stock}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      <p className="text-sm text-slate-600">
        Il catalogo non registra il prezzo di costo: il valore del magazzino al costo non è
        calcolabile.
      </p>
    </section>
  );
}
