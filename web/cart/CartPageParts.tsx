import { Link } from 'wouter';
import { buttonStyles } from '../ui/buttons';
import { Icon } from '../ui/Icon';
import { CartSummary } from './CartSummary';
import type { LineNotice, useCartPricing } from './useCartPricing';

type CartPricing = ReturnType<typeof useCartPricing>;

function noticeText(notice: LineNotice): string {
  if (notice.status === 'CAPPED') {
    return notice.quantity === 1
      ? `Di ${notice.name} ne resta solo 1: abbiamo aggiornato la quantità.`
      : `Di ${notice.name} ne restano solo ${notice.quantity}: abbiamo aggiornato la quantità.`;
  }
  return `${notice.name} non è più disponibile.`;
}

export function EmptyCart() {
  return (
    <div className="rounded-2xl border border-dashed border-slate-300 bg-white px-6 py-16 text-center">
      <Icon name="cart" className="mx-auto size-10 text-slate-400" />
      <h2 className="mt-3 text-lg font-semibold">Il carrello è vuoto</h2>
      <p className="mt-1 text-slate-600">
        Scegli tra smartphone, laptop, tablet e accessori testati.
      </p>
      <Link to="/shop" className={`${buttonStyles.primary} mt-6`}>
        Vai allo shop
      </Link>
    </div>
  );
}

/** What the server changed in the cart: quantities capped to the stock, products gone. */
export function CartNotices({ pricing }: { pricing: CartPricing }) {
  if (!pricing.adjusted.length && !pricing.hasUnavailable) return null;
  return (
    <div
      role="status"
      className="mb-4 rounded-xl border border-amber-200 bg-amber-50 px-4 py-3 text-sm text-amber-900"
    >
      <ul className="space-y-1">
        {[...pricing.adjusted, ...pricing.notices.filter((n) => n.status !== 'CAPPED')].map(
          (notice) => (
            <li
              key={`${notice.key.id}|${notice.key.selectedColor}|${notice.key.selectedSize}|${notice.status}`}
            >
              {noticeText(notice)}
            </li>
          ),
        )}
      </ul>
    </div>
  );
}

/** The totals and the way to checkout, closed while a product is unavailable. */
export function CartAside({ pricing }: { pricing: CartPricing }) {
  return (
    <aside className="h-fit space-y-4 rounded-2xl bg-white p-5 ring-1 ring-slate-200 lg:sticky lg:top-24">
      <h2 className="text-lg font-bold">Riepilogo</h2>
      <CartSummary totals={pricing.totals} confirmed={pricing.confirmed} />
      {pricing.hasUnavailable ? (
        <p className="text-sm font-medium text-red-700">
          Rimuovi i prodotti non disponibili per procedere.
        </p>
      ) : null}
      <Link
        to="/checkout-forms"
        aria-disabled={pricing.hasUnavailable}
        onClick={(event) => {
          if (pricing.hasUnavailable) event.preventDefault();
        }}
        className={`${buttonStyles.primary} w-full ${pricing.hasUnavailable ? 'pointer-events-none opacity-60' : ''}`}
      >
        Procedi al checkout
      </Link>
      <p className="flex items-center gap-2 text-xs text-slate-600">
        <Icon name="shield" className="size-4" /> Pagamento con bonifico, contrassegno o in negozio
      </p>
    </aside>
  );
}
