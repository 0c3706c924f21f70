import { formatDateTime } from '../../../schema/dates';
import { SHOP } from '../../../schema/shop';
import type { EmailMessage } from '../message';
import { greetingFor, renderEmail } from './layout';

/**
 * A guest's back-in-stock request counts only once this link is followed: nobody can have the
 * shop write to an address that did not ask (docs/product.md#back-in-stock-alerts).
 */
export function stockAlertConfirmation({
  email,
  productName,
  confirmUrl,
  expiresAtMs,
}: {
  email: string;
  productName: string;
  confirmUrl: string;
  expiresAtMs: number;
}): EmailMessage {
  return renderEmail({
    to: email,
    subject: `Conferma l'avviso per ${productName}`,
    preview: 'Un clic e ti scriviamo appena torna disponibile.',
    greeting: greetingFor(null),
    blocks: [
      {
        kind: 'paragraph',
        text: [
          'hai chiesto di essere avvisato quando ',
          { strong: productName },
          ' torna disponibile. Conferma che questo indirizzo è tuo: solo allora ti scriveremo, una volta sola.',
        ],
      },
      { kind: 'button', label: "Conferma l'avviso", href: confirmUrl },
      {
        kind: 'paragraph',
        text: [
          'Il link vale fino al ',
          { strong: formatDateTime(expiresAtMs) },
          '. Se non sei stato tu a chiederlo, ignora questa e-mail: senza conferma non ti scriveremo.',
        ],
      },
    ],
    reason: `Ricevi questa e-mail perché questo indirizzo è stato inserito nel modulo «Avvisami quando torna disponibile» di ${SHOP.name}.`,
  });
}

/** The one e-mail a confirmed request gets: the product is on sale again, and the request is done. */
export function backInStock({
  email,
  productName,
  productUrl,
}: {
  email: string;
  productName: string;
  productUrl: string;
}): EmailMessage {
  return renderEmail({
    to: email,
    subject: `${productName} è di nuovo disponibile`,
    preview: 'Lo trovi di nuovo nel nostro shop.',
    greeting: greetingFor(null),
    blocks: [
      {
        kind: 'paragraph',
        text: [
          { strong: productName },
          ' è di nuovo disponibile nel nostro shop, come ci avevi chiesto di avvisarti.',
        ],
      },
      { kind: 'button', label: 'Vai al prodotto', href: productUrl },
      {
        kind: 'paragraph',
        text: "Non possiamo tenerlo da parte per te: è tuo quando completi l'ordine, finché ci sono pezzi.",
      },
      {
        kind: 'paragraph',
        text: "È l'unica e-mail che ti inviamo per questa richiesta: se il prodotto si esaurisce di nuovo, puoi chiedere un altro avviso dalla sua pagina.",
      },
    ],
    reason: `Ricevi questa e-mail perché hai chiesto a ${SHOP.name} di avvisarti quando ${productName} fosse tornato disponibile.`,
  });
}

/**
 * The one e-mail a confirmed request gets when what it waited for will never be back (its
 * product archived, its variant removed): told once, the request is closed.
 */
export function stockAlertWithdrawn({
  email,
  productName,
  shopUrl,
}: {
  email: string;
  productName: string;
  shopUrl: string;
}): EmailMessage {
  return renderEmail({
    to: email,
    subject: `${productName} non è più in vendita`,
    preview: 'Non tornerà disponibile: chiudiamo la tua richiesta di avviso.',
    greeting: greetingFor(null),
    blocks: [
      {
        kind: 'paragraph',
        text: [
          'ci avevi chiesto di avvisarti quando ',
          { strong: productName },
          ' fosse tornato disponibile: non è più in vendita nel nostro shop e non tornerà disponibile.',
        ],
      },
      { kind: 'button', label: 'Vai allo shop', href: shopUrl },
      {
        kind: 'paragraph',
        text: "Chiudiamo la tua richiesta: è l'unica e-mail che ti inviamo per essa.",
      },
    ],
    reason: `Ricevi questa e-mail perché hai chiesto a ${SHOP.name} di avvisarti quando ${productName} fosse tornato disponibile.`,
  });
}
