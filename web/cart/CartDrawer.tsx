import { Link } from 'wouter';
import { buttonStyles } from '../ui/buttons';
import { Icon } from '../ui/Icon';
import { Sheet } from '../ui/Sheet';
import { CartLineItem } from './CartLineItem';
import { CartSummary } from './CartSummary';
import { cart, useCart } from './cart-store';
import { useCartPricing } from './useCartPricing';

function DrawerContent() {
  const { lines } = useCart();
  const pricing = useCartPricing(lines);
  return (
    <div className="flex h-full flex-col">
      <div className="flex items-center justify-between border-b border-slate-200 px-5 py-4">
        <h2 className="text-lg font-bold">Carrello</h2>
        <button
          type="button"
          onClick={cart.close}
          aria-label="Chiudi il carrello"
          className="inline-flex size-10 items-center justify-center rounded-full hover:bg-slate-100"
        >
          <Icon name="close" className="size-6" />
        </button>
      </div>
      {lines.length === 0 ? (
        <div className="flex flex-1 flex-col items-center justify-center gap-3 px-6 text-center">
          <Icon name="cart" className="size-10 text-slate-400" />
          <p className="font-semibold">Il carrello è vuoto</p>
          <Link to="/shop" onClick={cart.close} className={buttonStyles.primary}>
            Vai allo shop
          </Link>
        </div>
      ) : (
        <>
          <ul
            className="flex-1 divide-y divide-slate-100 overflow-y-auto px-5"
            aria-label="Prodotti nel carrello"
          >
            {lines.map((line) => (
              <CartLineItem
                key={`${line.id}|${line.selectedColor}|${line.selectedSize}`}
                line={line}
                compact
                unavailable={pricing.unavailable(line)}
                condition={pricing.conditionOf(line)}
                onNavigate={cart.close}
              />
            ))}
          </ul>
          <div className="space-y-4 border-t border-slate-200 px-5 py-4">
            <CartSummary totals={pricing.totals} confirmed={pricing.confirmed} />
            <div className="grid gap-2">
              <Link to="/checkout-forms" onClick={cart.close} className={buttonStyles.primary}>
                Procedi al checkout
              </Link>
              <Link to="/shopping-cart" onClick={cart.close} className={buttonStyles.secondary}>
                Vai al carrello
              </Link>
            </div>
          </div>
        </>
      )}
    </div>
  );
}

/** The cart as a drawer: it opens whenever something is added, and toggles from anywhere. */
export function CartDrawer() {
  const { drawerOpen } = useCart();
  return (
    <Sheet open={drawerOpen} onClose={cart.close} label="Carrello" side="right">
      <DrawerContent />
    </Sheet>
  );
}
