import { formatPrice } from '../../../schema/rules/money';
import { SHOP, SHOP_ADDRESS_LINE } from '../../../schema/shop';
import type { EmailMessage } from '../message';
import { greetingFor, renderEmail } from './layout';
import { lineItems, type MailOrder, type MailOrderLine, orderButton, REASON } from './orders';
import { SHOP_VISIT } from './shop-blocks';

/** What every return e-mail reads: the order, the return's number and the units coming back. */
export interface ReturnMail {
  origin: string;
  order: Pick<MailOrder, 'id' | 'number' | 'accessToken' | 'email' | 'firstName'>;
  /** RS-2026-000001, or the slot the request's batch fills in. */
  returnNumber: string;
  lines: readonly MailOrderLine[];
}

/** The customer sent the withdrawal form: what we received, and to wait for our instructions. */
export function returnRequested(mail: ReturnMail & { statement: string }): EmailMessage {
  const { order, returnNumber } = mail;
  return renderEmail({
    to: order.email,
    subject: `Richiesta di reso ${returnNumber} per l'ordine ${order.number}`,
    preview:
      'Abbiamo ricevuto la tua richiesta di recesso: ti scriviamo come restituire i prodotti.',
    greeting: greetingFor(order.firstName),
    blocks: [
      {
        kind: 'paragraph',
        text: [
          'abbiamo ricevuto la tua richiesta di recesso ',
          { strong: returnNumber },
          " per l'ordine ",
          { strong: order.number },
          '. Ti scriviamo appena la accettiamo, con le istruzioni per restituire i prodotti: aspetta quella e-mail prima di spedirli.',
        ],
      },
      { kind: 'heading', text: 'I prodotti da restituire' },
      lineItems(mail.lines),
      { kind: 'heading', text: 'La tua dichiarazione di recesso' },
      { kind: 'note', text: mail.statement },
      ...orderButton(mail.origin, order),
    ],
    reason: REASON,
  });
}

/** Staff accepted the return: how and where to send the goods back. */
export function returnAccepted(mail: ReturnMail): EmailMessage {
  const { order, returnNumber } = mail;
  return renderEmail({
    to: order.email,
    subject: `Reso ${returnNumber} accettato: come restituire i prodotti`,
    preview: `Spedisci o riporta i prodotti entro 14 giorni, indicando il numero ${returnNumber}.`,
    greeting: greetingFor(order.firstName),
    blocks: [
      {
        kind: 'paragraph',
        text: [
          'abbiamo accettato il reso ',
          { strong: returnNumber },
          " dell'ordine ",
          { strong: order.number },
          '. Ecco come restituirci i prodotti:',
        ],
      },
      {
        kind: 'steps',
        steps: [
          'Imballa i prodotti con cura, con accessori e confezione se li hai ancora.',
          [
            'Scrivi sul pacco, o su un foglio al suo interno, il numero del reso ',
            { strong: returnNumber },
            '.',
          ],
          [
            'Spediscili a ',
            { strong: `${SHOP.legalName}, ${SHOP_ADDRESS_LINE}` },
            ' oppure portali in negozio, entro 14 giorni da oggi.',
          ],
        ],
      },
      SHOP_VISIT,
      {
        kind: 'note',
        text: 'Il costo della spedizione di ritorno è a tuo carico: conserva la ricevuta del corriere finché non ricevi il rimborso.',
      },
      lineItems(mail.lines),
      ...orderButton(mail.origin, order),
    ],
    reason: REASON,
  });
}

/** The goods came back to the shop: the refund follows. */
export function returnReceived(mail: ReturnMail): EmailMessage {
  const { order, returnNumber } = mail;
  return renderEmail({
    to: order.email,
    subject: `Reso ${returnNumber}: abbiamo ricevuto i prodotti`,
    preview: 'Abbiamo ricevuto i prodotti che ci hai restituito: ora disponiamo il rimborso.',
    greeting: greetingFor(order.firstName),
    blocks: [
      {
        kind: 'paragraph',
        text: [
          'abbiamo ricevuto i prodotti del reso ',
          { strong: returnNumber },
          ' (ordine ',
          { strong: order.number },
          '). Ora disponiamo il rimborso e ti scriviamo quando è fatto, al più tardi entro 14 giorni dalla tua richiesta di recesso.',
        ],
      },
      lineItems(mail.lines),
      ...orderButton(mail.origin, order),
    ],
    reason: REASON,
  });
}

/** The refund is made: how much, and why less than the goods' price when staff lowered it. */
export function returnRefunded(
  mail: ReturnMail & { amount: number; note: string | null },
): EmailMessage {
  const { order, returnNumber } = mail;
  return renderEmail({
    to: order.email,
    subject: `Reso ${returnNumber}: rimborso di ${formatPrice(mail.amount)}`,
    preview: `Abbiamo disposto il rimborso di ${formatPrice(mail.amount)}.`,
    greeting: greetingFor(order.firstName),
    blocks: [
      {
        kind: 'paragraph',
        text: [
          'abbiamo disposto il rimborso di ',
          { strong: formatPrice(mail.amount) },
          ' per il reso ',
          { strong: returnNumber },
          " dell'ordine ",
          { strong: order.number },
          '. Lo ricevi con lo stesso mezzo di pagamento che hai usato, salvo diverso accordo con te; un bonifico può impiegare uno o due giorni lavorativi ad arrivare.',
        ],
      },
      ...(mail.note
        ? [{ kind: 'note', text: ['Perché il rimborso è ridotto: ', mail.note] } as const]
        : []),
      {
        kind: 'paragraph',
        text: `Per qualsiasi domanda scrivici all'indirizzo ${SHOP.email} o chiamaci al ${SHOP.phone}.`,
      },
      ...orderButton(mail.origin, order),
    ],
    reason: REASON,
  });
}

/** The staff refused the return before its goods arrived: why, and what the customer may do. */
export function returnRefused(mail: ReturnMail & { reason: string }): EmailMessage {
  const { order, returnNumber } = mail;
  return renderEmail({
    to: order.email,
    subject: `Reso ${returnNumber}: non possiamo accettarlo`,
    preview: `Non possiamo accettare il reso ${returnNumber}: ti spieghiamo perché.`,
    greeting: greetingFor(order.firstName),
    blocks: [
      {
        kind: 'paragraph',
        text: [
          'non possiamo accettare il reso ',
          { strong: returnNumber },
          " dell'ordine ",
          { strong: order.number },
          ': non spedirci i prodotti.',
        ],
      },
      { kind: 'note', text: ['Il motivo: ', mail.reason] },
      lineItems(mail.lines),
      {
        kind: 'paragraph',
        text: `Se pensi che sia un errore, o per un difetto del prodotto (vale la garanzia legale di conformità), scrivici all'indirizzo ${SHOP.email} o chiamaci al ${SHOP.phone}.`,
      },
      ...orderButton(mail.origin, order),
    ],
    reason: REASON,
  });
}
