import type { ReactNode } from 'react';
import { SHOP, SHOP_ADDRESS_LINE, whatsappLink } from '../../schema/shop';
import { Icon, type IconName } from '../ui/Icon';
import { MAIL_HREF, PHONE_HREF } from './contact-links';

/** How to reach the shop and when it is open. */
export function SupportContacts() {
  return (
    <aside aria-label="Contatti e orari" className="space-y-6">
      <section
        aria-labelledby="contatti-titolo"
        className="rounded-2xl bg-white p-6 ring-1 ring-slate-200"
      >
        <h2 id="contatti-titolo" className="text-xl font-bold">
          Contatti
        </h2>
        <ul className="mt-4 space-y-4">
          <ContactItem icon="mail" label="E-mail">
            <a href={MAIL_HREF} className="font-medium break-all text-brand-700 hover:underline">
              {SHOP.email}
            </a>
          </ContactItem>
          <ContactItem icon="phone" label="Telefono">
            <a href={PHONE_HREF} className="font-medium text-brand-700 hover:underline">
              {SHOP.phone}
            </a>
          </ContactItem>
          <ContactItem icon="chat" label="WhatsApp">
            <a
              href={whatsappLink()}
              target="_blank"
              rel="noopener noreferrer"
              className="font-medium text-brand-700 hover:underline"
            >
              {SHOP.whatsappDisplay}
              <span className="sr-only"> (si apre in una nuova scheda)</span>
            </a>
          </ContactItem>
          <ContactItem icon="mapPin" label="Negozio e laboratorio">
            <span className="text-ink">{SHOP_ADDRESS_LINE}</span>
          </ContactItem>
        </ul>
      </section>

      <section
        aria-labelledby="orari-titolo"
        className="rounded-2xl bg-white p-6 ring-1 ring-slate-200"
      >
        <h2 id="orari-titolo" className="flex items-center gap-2 text-xl font-bold">
          <Icon name="clock" className="size-5 text-brand-700" />
          Orari del negozio
        </h2>
        <dl className="mt-4 divide-y divide-slate-200 text-sm">
          {SHOP.openingHours.map((slot) => (
            <div key={slot.days} className="flex flex-wrap justify-between gap-x-4 gap-y-1 py-2.5">
              <dt className="font-semibold text-ink">{slot.days}</dt>
              <dd className="text-slate-600">{slot.hours}</dd>
            </div>
          ))}
        </dl>
      </section>
    </aside>
  );
}

function ContactItem({
  icon,
  label,
  children,
}: {
  icon: IconName;
  label: string;
  children: ReactNode;
}) {
  return (
    <li className="flex gap-3">
      <span className="flex size-10 shrink-0 items-center justify-center rounded-xl bg-brand-50 text-brand-700">
        <Icon name={icon} className="size-5" />
      </span>
      <span className="min-w-0">
        <span className="block text-sm text-slate-600">{label}</span>
        {children}
      </span>
    </li>
  );
}
