import type { QuoteRequestRow } from '../../../schema/db/repairs';
import { ROUTES } from '../../../schema/routes';
import { formatPrice, TAX_RATE_PERCENT } from '../../../schema/rules/money';
import {
  listedRepairName,
  listPriceWithVat,
  type PriceEntry,
  typicalTimeLabel,
} from '../../../schema/rules/price-list';
import { SHOP, SHOP_ADDRESS_LINE } from '../../../schema/shop';
import type { EmailMessage } from '../message';
import { siteUrl } from './escape';
import { greetingFor, renderEmail } from './layout';
import type { MAIL_QUOTE_REQUEST_FIELDS } from './repairs';

/**
 * A repair booked from the price list (docs/product.md#price-list): its number, the repair and the
 * price it states, and that the technician confirms it after the diagnosis. Only the list's own
 * words: none of the text the sender typed, as for any quote request.
 */
export function listedRepairReceived({
  origin,
  request,
  listed,
}: {
  origin: string;
  request: Pick<QuoteRequestRow, (typeof MAIL_QUOTE_REQUEST_FIELDS)[number]>;
  listed: Omit<PriceEntry, 'category'>;
}): EmailMessage {
  const { price, vat, total } = listPriceWithVat(listed.price);
  const repair = listedRepairName(listed.repair, listed.partsQuality);
  return renderEmail({
    to: request.email,
    subject: `Riparazione prenotata: richiesta ${request.number}`,
    preview: `${repair} per ${listed.brand} ${listed.model}: ${formatPrice(total)} IVA inclusa, come da listino.`,
    greeting: greetingFor(null),
    blocks: [
      {
        kind: 'paragraph',
        text: [
          'abbiamo ricevuto la tua prenotazione dal ',
          { link: 'listino riparazioni', href: siteUrl(origin, ROUTES.priceList) },
          '. Citaci questo numero se ci contatti.',
        ],
      },
      { kind: 'code', label: 'Numero della richiesta', value: request.number },
      {
        kind: 'facts',
        facts: [
          { label: 'Dispositivo', value: `${listed.brand} ${listed.model}` },
          { label: 'Riparazione', value: repair },
          { label: 'Tempo tipico', value: typicalTimeLabel(listed.minutes) },
          ...(listed.whileYouWait ? [{ label: 'In negozio', value: 'Mentre aspetti' }] : []),
        ],
      },
      {
        kind: 'totals',
        rows: [
          { label: 'Prezzo di listino', value: `${formatPrice(price)} + IVA` },
          { label: `IVA ${TAX_RATE_PERCENT}%`, value: formatPrice(vat) },
          { label: 'Totale IVA inclusa', value: formatPrice(total) },
        ],
      },
      { kind: 'heading', text: 'Cosa succede ora' },
      {
        kind: 'steps',
        steps: [
          `Porta il dispositivo in negozio, in ${SHOP_ADDRESS_LINE}, oppure spediscicelo con il modulo di spedizione.`,
          'Un tecnico lo controlla: se il guasto è quello indicato, il prezzo è quello del listino e ti chiediamo conferma prima di iniziare.',
          'Se la diagnosi trova altro, ti mandiamo un preventivo nuovo e decidi tu: nessun lavoro parte senza il tuo sì.',
        ],
      },
      {
        kind: 'paragraph',
        text: `Non hai prenotato tu? Ignora questa e-mail, oppure scrivici a ${SHOP.email}: la richiesta viene cancellata.`,
      },
    ],
    reason: `Ricevi questa e-mail perché questo indirizzo è stato inserito nel modulo di prenotazione del listino di ${SHOP.name}.`,
  });
}
