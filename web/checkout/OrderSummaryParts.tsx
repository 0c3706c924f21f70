import { lazy, type ReactNode, Suspense } from 'react';
import { Link } from 'wouter';
import type { CheckoutFields } from '../../schema/rules/checkout';
import { PAYMENT_METHOD, type PaymentMethod } from '../../schema/vocabulary';
import { buttonStyles } from '../ui/buttons';
import { Icon } from '../ui/Icon';

/** Most orders want no invoice: its details' code loads only for one that does. */
const InvoiceSummary = lazy(async () => ({
  default: (await import('./InvoiceSummary')).InvoiceSummary,
}));

/** Only an order asking for the RAEE take-back says where it happens. */
const RaeeTakeBackNote = lazy(async () => ({
  default: (await import('../orders/RaeeTakeBackNote')).RaeeTakeBackNote,
}));

function Block({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="rounded-2xl bg-white p-5 ring-1 ring-slate-200">
      <div className="mb-2 flex items-center justify-between">
        <h2 className="font-bold">{title}</h2>
        <Link to="/checkout-forms" className="text-sm font-medium text-brand-700 hover:underline">
          Modifica<span className="sr-only"> {title.toLowerCase()}</span>
        </Link>
      </div>
      <div className="text-sm text-slate-700">{children}</div>
    </section>
  );
}

/** What the checkout collected, each part with a way back to change it. */
export function SummaryBlocks({
  fields,
  method,
}: {
  fields: CheckoutFields;
  method: PaymentMethod;
}) {
  return (
    <>
      <Block title="Contatti">
        <p>{fields.email}</p>
        <p>{fields.phone}</p>
      </Block>
      <Block title="Spedizione">
        <p>
          {fields.firstName} {fields.lastName}
        </p>
        <p>{fields.street}</p>
        <p>
          {fields.postalCode} {fields.city} ({fields.province.toUpperCase()})
        </p>
      </Block>
      <Block title="Pagamento">
        <p>{PAYMENT_METHOD.label(method)}</p>
        {method === 'online' ? (
          <p className="mt-1 text-slate-600">
            Confermando l'ordine passi alla pagina sicura di Stripe per pagare.
          </p>
        ) : null}
      </Block>
      <Block title="Fattura">
        {fields.wantsInvoice ? (
          <Suspense fallback={null}>
            <InvoiceSummary fields={fields} />
          </Suspense>
        ) : (
          <p>Senza fattura</p>
        )}
      </Block>
      {fields.raeeTakeBack ? (
        <Block title="Ritiro dell’usato">
          <Suspense fallback={null}>
            <RaeeTakeBackNote paymentMethod={method} />
          </Suspense>
        </Block>
      ) : null}
      {fields.notes ? (
        <Block title="Note">
          <p className="whitespace-pre-line">{fields.notes}</p>
        </Block>
      ) : null}
    </>
  );
}

/** Why the order was not placed, with the way back to the cart. */
export function OrderProblem({ problem }: { problem: string }) {
  return (
    <div
      role="alert"
      className="rounded-xl border border-red-200 bg-red-50 px-4 py-3 text-sm text-red-800"
    >
      <p>{problem}</p>
      <Link to="/shopping-cart" className="mt-1 inline-block font-semibold underline">
        Torna al carrello
      </Link>
    </div>
  );
}

/** Back to the form, or confirm the order (once: the button waits while it is sent). */
export function SummaryActions({
  placing,
  onConfirm,
}: {
  placing: boolean;
  onConfirm: () => void;
}) {
  return (
    <div className="flex flex-wrap items-center justify-between gap-3">
      <Link to="/checkout-forms" className={buttonStyles.ghost}>
        <Icon name="chevronLeft" className="size-4" /> Modifica i dati
      </Link>
      <button type="button" onClick={onConfirm} disabled={placing} className={buttonStyles.primary}>
        <Icon name="check" className="size-5" />
        {placing ? 'Invio in corso…' : 'Ordine con obbligo di pagamento'}
      </button>
    </div>
  );
}
