import { Outlet, ScrollRestoration } from 'react-router';
import { CartDrawer } from '../cart/CartDrawer';
import { Toaster } from '../ui/toast';
import { Banner } from './Banner';
import { ContactButton } from './ContactButton';
import { Footer } from './Footer';
import { Header } from './Header';

/** The shell of every public page: banner, header, the page, footer, and the contact button. */
export function PublicLayout() {
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
      <main id="contenuto" className="flex-1">
        <Outlet />
      </main>
      <Footer />
      <ContactButton />
      <CartDrawer />
      <Toaster />
      <ScrollRestoration />
    </div>
  );
}
