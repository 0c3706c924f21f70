import { lazy, type ReactNode, useRef } from 'react';
import { useCart } from '../cart/cart-store';
import { OnDemand } from '../ui/OnDemand';
import { Toaster } from '../ui/toast';
import { Banner } from './Banner';
import { ContactButton } from './ContactButton';
import { Footer } from './Footer';
import { Header } from './Header';
import { PageSlot } from './PageSlot';

const CartDrawer = lazy(async () => ({ default: (await import('../cart/CartDrawer')).CartDrawer }));

/** The shell of every public page: banner, header, the page, footer, and the contact button. */
export function PublicLayout({ children }: { children: ReactNode }) {
  const { drawerOpen } = useCart();
  const main = useRef<HTMLElement>(null);
  return (
    <div className="flex min-h-dvh flex-col">
      <a
        href="#contenuto"
        className="sr-only z-50 rounded bg-white px-4 py-2 focus:not-sr-only focus:fixed focus:top-2 focus:left-2"
      >
        Vai al contenuto
      </a>
      <Banner />
      <Header />
      <main ref={main} id="contenuto" className="flex-1">
        <PageSlot>{children}</PageSlot>
      </main>
      <Footer />
      <ContactButton page={main} />
      <OnDemand when={drawerOpen}>
        <CartDrawer />
      </OnDemand>
      <Toaster />
    </div>
  );
}
