import { Link } from 'wouter';
import { PAGE_HEADS } from '../../schema/seo';
import { buttonStyles } from '../ui/buttons';
import { Container } from '../ui/Container';
import { Icon } from '../ui/Icon';
import { PageHeader } from '../ui/PageHeader';
import { PageMeta } from '../ui/PageMeta';
import { CartLineItem } from './CartLineItem';
import { CartAside, CartNotices, EmptyCart } from './CartPageParts';
import { useCart } from './cart-store';
import { useCartPricing } from './useCartPricing';

export function CartPage() {
  const { lines } = useCart();
  const pricing = useCartPricing(lines);

  return (
    <Container className="py-10">
      <PageMeta {...PAGE_HEADS.cart} />
      <PageHeader title="Carrello" />
      {lines.length === 0 ? (
        <EmptyCart />
      ) : (
        <div className="grid gap-8 lg:grid-cols-[1fr_22rem]">
          <section aria-label="Prodotti nel carrello">
            <CartNotices pricing={pricing} />
            <ul className="divide-y divide-slate-200 rounded-2xl bg-white px-5 ring-1 ring-slate-200">
              {lines.map((line) => (
                <CartLineItem
                  key={`${line.id}|${line.selectedColor}|${line.selectedSize}`}
                  line={line}
                  unavailable={pricing.unavailable(line)}
                  condition={pricing.conditionOf(line)}
                />
              ))}
            </ul>
            <Link to="/shop" className={`${buttonStyles.ghost} mt-4 -ml-3`}>
              <Icon name="chevronLeft" className="size-4" /> Continua gli acquisti
            </Link>
          </section>
          <CartAside pricing={pricing} />
        </div>
      )}
    </Container>
  );
}
