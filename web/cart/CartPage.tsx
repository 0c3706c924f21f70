import { Link } from 'wouter';
import { PAGE_HEADS } from '../../schema/seo';
import { buttonStyles } from '../ui/buttons';
import { Container } from '../ui/Container';
import { Icon } from '../ui/Icon';
import { PageHeader } from '../ui/PageHeader';
import { PageMeta } from '../ui/PageMeta';
import { CartLineItem } from './CartLineItem';
import { CartSummary } from './CartSummary';
import { useCart } from './cart-store';
import { type LineNotice, useCartPricing } from './useCartPricing';

function noticeText(notice: LineNotice): string {
  if (notice.status === 'CAPPED') {
    return notice.quantity === 1
      ? `Di ${notice.name} ne resta solo 1: abbiamo aggiornato la quantità.`
      : `Di ${notice.name} ne restano solo ${notice.quantity}: abbiamo aggiornato la quantità.`;
  }
  return `${notice.name} non è più disponibile.`;
}

export function CartPage() {
  const { lines } = useCart();
  const pricing = useCartPricing(lines);

  return (
    <Container className="py-10">
      <PageMeta {...PAGE_HEADS.cart} />
      <PageHeader title="Carrello" />
      {lines.length === 0 ? (
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
      ) : (
        <div className="grid gap-8 lg:grid-cols-[1fr_22rem]">
          <section aria-label="Prodotti nel carrello">
            {pricing.adjusted.length || pricing.hasUnavailable ? (
              <div
                role="status"
                className="mb-4 rounded-xl border border-amber-200 bg-amber-50 px-4 py-3 text-sm text-amber-900"
              >
                <ul className="space-y-1">
                  {[
                    ...pricing.adjusted,
                    ...pricing.notices.filter((n) => n.status !== 'CAPPED'),
                  ].map((notice) => (
                    <li
                      key={`${notice.key.id}|${notice.key.selectedColor}|${notice.key.selectedSize}|${notice.status}`}
                    >
                      {noticeText(notice)}
                    </li>
                  ))}
                </ul>
              </div>
            ) : null}
            <ul className="divide-y divide-slate-200 rounded-2xl bg-white px-5 ring-1 ring-slate-200">
              {lines.map((line) => (
                <CartLineItem
                  key={`${line.id}|${line.selectedColor}|${line.selectedSize}`}
                  line={line}
                  unavailable={pricing.unavailable(line)}
                />
              ))}
            </ul>
            <Link to="/shop" className={`${buttonStyles.ghost} mt-4 -ml-3`}>
              <Icon name="chevronLeft" className="size-4" /> Continua gli acquisti
            </Link>
          </section>
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
              <Icon name="shield" className="size-4" /> Pagamento con bonifico, contrassegno o in
              negozio
            </p>
          </aside>
        </div>
      )}
    </Container>
  );
}
