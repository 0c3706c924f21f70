import { paymentInstructions } from '../../schema/rules/order-page';
import { SHOP, SHOP_ADDRESS_LINE } from '../../schema/shop';
import { PAYMENT_METHOD } from '../../schema/vocabulary';
import { Price } from '../ui/Price';
import type { BuyerOrder } from './useOrderPage';

/**
 * How to pay this order: the bank details for a transfer, or where the money changes hands; an
 * online payment says it in its own panel (OnlinePaymentPanel).
 */
export function PaymentInstructions({ order }: { order: BuyerOrder }) {
  const instructions = paymentInstructions(PAYMENT_METHOD.fromApi(order.paymentMethod));
  if (instructions === 'bank-transfer-details') {
    return (
      <div className="rounded-2xl border border-amber-200 bg-amber-50 p-5 text-sm text-amber-950">
        <h2 className="mb-2 text-base font-bold">Come pagare con bonifico</h2>
        <dl className="grid gap-1 sm:grid-cols-[10rem_1fr]">
          <dt className="font-semibold">Intestatario</dt>
          <dd>{SHOP.bank.holder}</dd>
          <dt className="font-semibold">Banca</dt>
          <dd>{SHOP.bank.name}</dd>
          <dt className="font-semibold">IBAN</dt>
          <dd className="font-mono">{SHOP.bank.iban}</dd>
          <dt className="font-semibold">Importo</dt>
          <dd>
            <Price cents={order.total} />
          </dd>
          <dt className="font-semibold">Causale</dt>
          <dd>Ordine {order.number}</dd>
        </dl>
        <p className="mt-3">
          Spediamo appena il pagamento risulta accreditato, di solito in 1-2 giorni lavorativi.
        </p>
      </div>
    );
  }
  if (instructions === 'pay-online') return null;
  if (instructions === 'pay-the-courier') {
    return (
      <p className="rounded-2xl border border-slate-200 bg-white p-5 text-sm text-slate-700">
        Pagherai <Price cents={order.total} /> al corriere alla consegna.
      </p>
    );
  }
  return (
    <p className="rounded-2xl border border-slate-200 bg-white p-5 text-sm text-slate-700">
      Ti aspettiamo in negozio, in {SHOP_ADDRESS_LINE}: paghi al ritiro. Ti scriviamo quando
      l'ordine è pronto.
    </p>
  );
}
