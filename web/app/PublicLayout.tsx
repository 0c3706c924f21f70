import { lazy, type ReactNode, Suspense, useRef } from 'react';
import { useCart } from '../cart/cart-store';
import { OnDemand } from '../ui/OnDemand';
import { Toaster } from '../ui/toast';
import { Banner } from './Banner';
import { Footer } from './Footer';
import { Header } from './Header';
import { PageSlot } from './PageSlot';

const CartDrawer = lazy(async () => ({ default: (await import('../cart/CartDrawer')).CartDrawer }));
// Out of the first load: the button waits below the screen until the page scrolls anyway.
const ContactButton = lazy(async () => ({
  default: (await import('./ContactButton')).ContactButton,
}));

/** The shell of every public page: banner, header, the page, footer, and the contact button. */
export function PublicLayout({ children }: { children: ReactNode }) {
  const { drawerOpen } = useCart();
  const main = useRef<HTMLElement>(null);
  const contactRoom = useRef<HTMLElement>(null);
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
      {/* The WhatsApp button's room at the page's end: drawn with the page, so nothing moves. */}
      <aside ref={contactRoom} aria-label="Contatti" className="h-20 bg-ink print:hidden">
        <Suspense fallback={null}>
          <ContactButton page={main} room={contactRoom} />
        </Suspense>
      </aside>
      <OnDemand when={drawerOpen}>
        <CartDrawer />
      </OnDemand>
      <Toaster />
    </div>
  );
}
