import type { ResultOf } from 'gql.tada';
import { raeeTakeBackTask } from '../../../schema/rules/raee';
import { SHOP, SHOP_ADDRESS_LINE } from '../../../schema/shop';
import { PAYMENT_METHOD } from '../../../schema/vocabulary';
import { buttonStyles } from '../../ui/buttons';
import { Icon } from '../../ui/Icon';
import { Price } from '../../ui/Price';
import type { OrderDetailsFragment } from '../order-details';

type Order = ResultOf<typeof OrderDetailsFragment>;

/**
 * The sheet that goes with a parcel: who receives it, what is in it, what the courier collects and
 * whether an old device is to be taken back at the door (docs/product.md#ritiro-raee). Printing
 * prints the sheet alone (web/styles.css, .print-sheet).
 */
export function OrderShippingSheet({ order }: { order: Order }) {
  const method = PAYMENT_METHOD.fromApi(order.paymentMethod);
  const { street, postalCode, city, province } = order.shippingAddress;
  return (
    <section aria-labelledby="foglio-spedizione-ordine" className="space-y-3">
      <article className="print-sheet rounded-xl p-4 ring-1 ring-slate-200 print:ring-0">
        <h3 id="foglio-spedizione-ordine" className="font-bold">
          Foglio di spedizione · Ordine <span className="font-mono">{order.number}</span>
        </h3>
        <p className="text-xs text-slate-600">
          Mittente: {SHOP.legalName}, {SHOP_ADDRESS_LINE}
        </p>
        <dl className="mt-3 grid gap-x-4 gap-y-1.5 text-sm sm:grid-cols-[9rem_1fr]">
          <dt className="font-semibold">Destinatario</dt>
          <dd>
            {order.firstName} {order.lastName}, {street}, {postalCode} {city} ({province}) · Tel.{' '}
            {order.phone}
          </dd>
          <dt className="font-semibold">Contenuto</dt>
          <dd>
            <ul>
              {order.lines.map((line) => (
                <li key={`${line.productId}-${line.color}-${line.size}`}>
                  {line.quantity} × {[line.name, line.color, line.size].filter(Boolean).join(' · ')}
                </li>
              ))}
            </ul>
          </dd>
          {method === 'contrassegno' ? (
            <>
              <dt className="font-semibold">Contrassegno</dt>
              <dd>
                Incassare <Price cents={order.total} />
              </dd>
            </>
          ) : null}
          <dt className="font-semibold">Ritiro RAEE</dt>
          <dd className={order.raeeTakeBack ? 'font-semibold' : undefined}>
            {order.raeeTakeBack ? raeeTakeBackTask(method) : 'Nessun ritiro richiesto.'}
          </dd>
        </dl>
      </article>
      <button type="button" onClick={() => window.print()} className={buttonStyles.secondary}>
        <Icon name="printer" /> Stampa il foglio di spedizione
      </button>
    </section>
  );
}
