import type { ReactNode } from 'react';
import { Link } from 'wouter';
import { formatDateTime } from '../../schema/dates';
import { ROUTES } from '../../schema/routes';
import { SHOP, SHOP_ADDRESS_LINE } from '../../schema/shop';
import { buttonStyles } from '../ui/buttons';
import { Container } from '../ui/Container';
import { FormAlert } from '../ui/FormAlert';
import { Icon } from '../ui/Icon';
import { PageMeta } from '../ui/PageMeta';
import type { ShippingReceipt } from './shipping-receipt';

const PACKING = [
  'Spegni il dispositivo e togli SIM, microSD, cover e pellicole non incollate.',
  'Avvolgilo nel pluriball e mettilo in una scatola rigida con almeno 5 cm di imbottitura per lato.',
  'Non spedire caricabatterie o accessori, a meno che non te li abbiamo chiesti.',
  'Metti questo foglio nella scatola e scrivi il numero di richiesta anche all’esterno del pacco.',
  'Non spedire batterie gonfie o danneggiate: portale in negozio.',
] as const;

/** The sheet that travels in the box with the device: where to send it and how to pack it. */
function ShippingSheet({ receipt }: { receipt: ShippingReceipt }) {
  return (
    <article
      className="rounded-2xl bg-white p-6 ring-1 ring-slate-200 print:p-0 print:ring-0"
      aria-labelledby="foglio-spedizione"
    >
      <div className="flex flex-wrap items-start justify-between gap-4 border-b border-slate-200 pb-4">
        <div>
          <p className="text-sm text-slate-600">Richiesta di riparazione con spedizione</p>
          <h2 id="foglio-spedizione" className="text-2xl font-bold">
            N. <span className="font-mono">{receipt.number}</span>
          </h2>
          <p className="text-sm text-slate-600">Inviata il {formatDateTime(receipt.createdAt)}</p>
        </div>
        <div className="rounded-xl bg-slate-50 p-4 text-sm print:bg-transparent">
          <p className="font-semibold">Spedisci a</p>
          <p>{SHOP.legalName} – Laboratorio riparazioni</p>
          <p>{SHOP_ADDRESS_LINE}</p>
          <p>Tel. {SHOP.phone}</p>
        </div>
      </div>
      <dl className="mt-4 grid gap-x-6 gap-y-2 text-sm sm:grid-cols-[9rem_1fr]">
        <dt className="font-semibold">Mittente</dt>
        <dd>{receipt.senderName}</dd>
        <dt className="font-semibold">Indirizzo</dt>
        <dd>
          {receipt.street}, {receipt.postalCode} {receipt.city} ({receipt.province})
        </dd>
        <dt className="font-semibold">Contatti</dt>
        <dd>
          {receipt.phone} · {receipt.email}
        </dd>
        <dt className="font-semibold">Dispositivo</dt>
        <dd>{receipt.device}</dd>
        <dt className="font-semibold">Problema</dt>
        <dd className="whitespace-pre-line">{receipt.problem}</dd>
      </dl>
      <h3 className="mt-6 font-bold">Come preparare il pacco</h3>
      <ol className="mt-2 list-decimal space-y-1 pl-5 text-sm text-slate-700">
        {PACKING.map((step) => (
          <li key={step}>{step}</li>
        ))}
      </ol>
    </article>
  );
}

/**
 * The sheet as its own page, ready to print: right after the form is sent, or opened again from
 * the e-mail's link with the form's number and the sender's e-mail.
 */
export function ShippingSheetPage({
  receipt,
  notice,
}: {
  receipt: ShippingReceipt;
  notice: ReactNode;
}) {
  return (
    <Container className="py-10">
      <PageMeta
        title="Foglio di spedizione"
        description="Il foglio da stampare e mettere nel pacco."
        noIndex
      />
      <div className="mx-auto max-w-3xl space-y-6">
        <div className="print:hidden">
          <FormAlert tone="success">{notice}</FormAlert>
          <h1 className="text-2xl font-bold">Il tuo foglio di spedizione</h1>
        </div>
        <ShippingSheet receipt={receipt} />
        <div className="flex flex-wrap gap-3 print:hidden">
          <button type="button" onClick={() => window.print()} className={buttonStyles.primary}>
            <Icon name="printer" /> Stampa il foglio
          </button>
          <Link to={ROUTES.shippingRules} className={buttonStyles.secondary}>
            Regolamento spedizioni
          </Link>
        </div>
      </div>
    </Container>
  );
}
