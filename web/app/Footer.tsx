import { lazy } from 'react';
import { Link } from 'wouter';
import { API_REFERENCE_PATH } from '../../schema/api-paths';
import { ROUTES } from '../../schema/routes';
import { SHOP, SHOP_LEGAL_LINE } from '../../schema/shop';
import { Icon, type IconName } from '../ui/Icon';
import { WhenNearViewport } from '../ui/OnDemand';
import { Logo } from './Logo';

const NewsletterForm = lazy(async () => ({
  default: (await import('./NewsletterForm')).NewsletterForm,
}));

const FOOTER_LINKS = [
  { to: '/academy', label: 'Academy' },
  { to: '/shop', label: 'Shop' },
  { to: '/support', label: 'Supporto' },
  { to: ROUTES.reviewsInfo, label: 'Come verifichiamo le recensioni' },
  { to: ROUTES.grades, label: 'Ricondizionati: i gradi' },
  { to: '/privacy-policy', label: 'Privacy policy' },
] as const;

const SERVICE_LINKS = [
  { to: '/preventivo', label: 'Richiedi un preventivo' },
  { to: ROUTES.priceList, label: 'Listino riparazioni' },
  { to: '/stato-riparazione', label: 'Stato riparazione' },
  { to: '/modulo-spedizione', label: 'Spedisci il dispositivo' },
  { to: '/regolamento-spedizioni', label: 'Regolamento spedizioni' },
] as const;

/** What the law asks a shop to publish (docs/product.md#legal-pages). */
const LEGAL_LINKS = [
  { to: ROUTES.salesTerms, label: 'Condizioni di vendita' },
  { to: ROUTES.termsOfUse, label: 'Termini di utilizzo' },
  { to: ROUTES.accessibilityStatement, label: 'Dichiarazione di accessibilità' },
] as const;

const SOCIAL_ICONS: Record<string, IconName> = { Instagram: 'instagram', Facebook: 'facebook' };

/** The logo, the tagline and the social profiles. */
function FooterBrand() {
  return (
    <div className="space-y-4">
      <div className="[&_a]:text-white">
        <Logo />
      </div>
      <p className="text-sm">{SHOP.tagline}.</p>
      <ul className="flex gap-2" aria-label="Social">
        {SHOP.social.map((profile) => (
          <li key={profile.name}>
            <a
              href={profile.url}
              target="_blank"
              rel="noopener noreferrer"
              aria-label={`${SHOP.name} su ${profile.name}`}
              className="inline-flex size-10 items-center justify-center rounded-full bg-white/10 text-white hover:bg-white/20"
            >
              <Icon name={SOCIAL_ICONS[profile.name] ?? 'chat'} />
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}

interface FooterNavProps {
  label: string;
  heading: string;
  links: readonly { to: string; label: string }[];
}

/** A column of the site's links under its heading. */
function FooterNav({ label, heading, links }: FooterNavProps) {
  return (
    <nav aria-label={label}>
      <h2 className="mb-3 text-sm font-semibold tracking-wide text-white uppercase">{heading}</h2>
      <ul className="space-y-2 text-sm">
        {links.map((link) => (
          <li key={link.to}>
            <Link to={link.to} className="hover:text-white hover:underline">
              {link.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

export function Footer() {
  return (
    <footer className="mt-16 bg-ink text-slate-300 print:hidden">
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-12 sm:px-6 md:grid-cols-2 lg:grid-cols-[1fr_1fr_1fr_1.4fr] lg:px-8">
        <FooterBrand />
        <FooterNav label="Link utili" heading="Il sito" links={FOOTER_LINKS} />
        <FooterNav label="Servizi di riparazione" heading="Riparazioni" links={SERVICE_LINKS} />
        <div className="space-y-8 text-sm">
          <div className="space-y-2">
            <h2 className="mb-3 text-sm font-semibold tracking-wide text-white uppercase">
              Contatti
            </h2>
            <p className="flex items-center gap-2">
              <Icon name="mail" className="size-4" />
              <a href={`mailto:${SHOP.email}`} className="hover:text-white hover:underline">
                {SHOP.email}
              </a>
            </p>
            <p className="flex items-center gap-2">
              <Icon name="phone" className="size-4" />
              <a
                href={`tel:${SHOP.phone.replaceAll(' ', '')}`}
                className="hover:text-white hover:underline"
              >
                {SHOP.phone}
              </a>
            </p>
          </div>
          {/* Its validation and sending code loads only when the footer comes into view. */}
          <WhenNearViewport placeholderClassName="min-h-64">
            <NewsletterForm />
          </WhenNearViewport>
        </div>
      </div>
      <div className="border-t border-white/10">
        <div className="mx-auto max-w-7xl space-y-2 px-4 py-6 text-xs text-slate-400 sm:px-6 lg:px-8">
          <p>{SHOP_LEGAL_LINE}</p>
          <nav aria-label="Note legali">
            <ul className="flex flex-wrap gap-x-4">
              {LEGAL_LINKS.map((link) => (
                <li key={link.to}>
                  <Link to={link.to} className="inline-block py-1 underline hover:text-white">
                    {link.label}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
          <p>
            {/* The Worker's page for outside programs, not the client's: a full load. */}
            <a href={API_REFERENCE_PATH} className="inline-block py-1 underline hover:text-white">
              API per sviluppatori
            </a>
          </p>
          <p>
            © {SHOP.copyrightYear} {SHOP.legalName} Tutti i diritti riservati.
          </p>
        </div>
      </div>
    </footer>
  );
}
