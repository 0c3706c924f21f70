import { formatDateTime } from '../../../schema/dates';
import { SHOP } from '../../../schema/shop';
import type { EmailMessage } from '../message';
import { greetingFor, renderEmail } from './layout';

/**
 * To the shop's own address: in the last hour the forms made the shop write more e-mails to
 * addresses nobody confirmed than a normal hour does, a sign that someone uses them to mail
 * strangers (docs/product.md#unconfirmed-recipients).
 */
export function unconfirmedMailAlert({
  written,
  withheld,
  sinceMs,
  mailUrl,
}: {
  written: number;
  withheld: number;
  sinceMs: number;
  mailUrl: string;
}): EmailMessage {
  return renderEmail({
    to: SHOP.email,
    subject: `Avviso: ${written} e-mail a indirizzi non confermati nell'ultima ora`,
    preview: 'Qualcuno potrebbe usare i moduli del sito per scrivere a sconosciuti.',
    greeting: greetingFor(null),
    blocks: [
      {
        kind: 'paragraph',
        text: [
          'dalle ',
          { strong: formatDateTime(sinceMs) },
          ` i moduli del sito (preventivi, spedizioni, ordini, link agli ordini, conferme di newsletter e avvisi) hanno scritto `,
          { strong: String(written) },
          ` e-mail a indirizzi che nessuno ha confermato, di cui ${withheld} trattenute perché oltre il limite per destinatario.`,
        ],
      },
      {
        kind: 'paragraph',
        text: "È molto più di un'ora normale: qualcuno potrebbe usare i moduli per far arrivare nostre e-mail a sconosciuti, e la reputazione del dominio ne risente. Controlla in «Posta inviata» a chi vanno e, se serve, chiedi di bloccare chi le invia.",
      },
      { kind: 'button', label: 'Apri Posta inviata', href: mailUrl },
    ],
    reason: `Ricevi questa e-mail perché è l'indirizzo del negozio ${SHOP.name}: al massimo un avviso all'ora.`,
  });
}
