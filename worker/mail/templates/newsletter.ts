import { formatDateTime } from '../../../schema/dates';
import { SHOP } from '../../../schema/shop';
import type { EmailMessage } from '../message';
import { checkedHref } from './escape';
import { greetingFor, renderEmail, type Text } from './layout';

/** What the footer's form promises the newsletter is (web/app/NewsletterForm.tsx). */
const WHAT_IT_IS =
  'offerte sui dispositivi ricondizionati e consigli dai nostri tecnici, una volta al mese';

/** The footer line every newsletter e-mail ends with: one click and the address is off the list. */
function newsletterFooter(unsubscribeUrl: string): Text {
  return [
    'Non vuoi più ricevere la newsletter? ',
    { link: 'Cancellati con un clic', href: unsubscribeUrl },
    '.',
  ];
}

/**
 * The headers every newsletter e-mail carries (RFC 2369, RFC 8058): mail apps show their own
 * "unsubscribe" button, which POSTs `List-Unsubscribe=One-Click` to the https address; the mailto
 * one is for apps that only write e-mails. Only an https address may be named for the one click
 * (Email Service refuses the e-mail otherwise), so a site served over http (a local run) offers
 * the mailto alone.
 */
function unsubscribeHeaders(unsubscribeUrl: string): Record<string, string> {
  const mailto = `<mailto:${SHOP.email}?subject=${encodeURIComponent('Cancellazione newsletter')}>`;
  const href = checkedHref(unsubscribeUrl);
  if (new URL(href).protocol !== 'https:') return { 'List-Unsubscribe': mailto };
  return {
    'List-Unsubscribe': `<${href}>, ${mailto}`,
    'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
  };
}

/**
 * Double opt-in: the address counts as subscribed only once this link is followed. Not a
 * newsletter itself (the address is not on the list yet), so it carries no unsubscribe.
 */
export function newsletterConfirmation({
  email,
  confirmUrl,
  expiresAtMs,
}: {
  email: string;
  confirmUrl: string;
  expiresAtMs: number;
}): EmailMessage {
  return renderEmail({
    to: email,
    subject: `Conferma l'iscrizione alla newsletter di ${SHOP.name}`,
    preview: 'Un clic e sei iscritto: senza conferma non ti scriviamo.',
    greeting: greetingFor(null),
    blocks: [
      {
        kind: 'paragraph',
        text: `grazie per esserti iscritto alla newsletter di ${SHOP.name}: ${WHAT_IT_IS}. Per completare l'iscrizione, conferma che questo indirizzo è tuo.`,
      },
      { kind: 'button', label: "Conferma l'iscrizione", href: confirmUrl },
      {
        kind: 'paragraph',
        text: [
          'Il link vale fino al ',
          { strong: formatDateTime(expiresAtMs) },
          '. Se non sei stato tu a iscriverti, ignora questa e-mail: senza conferma non ti scriveremo.',
        ],
      },
    ],
    reason: `Ricevi questa e-mail perché questo indirizzo è stato inserito nel modulo della newsletter di ${SHOP.name}.`,
  });
}

/** The first newsletter e-mail, once the address is confirmed: it already carries the way out. */
export function newsletterWelcome({
  email,
  unsubscribeUrl,
}: {
  email: string;
  unsubscribeUrl: string;
}): EmailMessage {
  return renderEmail({
    to: email,
    subject: `Iscrizione confermata: benvenuto nella newsletter di ${SHOP.name}`,
    preview: `Da ora ricevi ${WHAT_IT_IS}.`,
    greeting: greetingFor(null),
    blocks: [
      {
        kind: 'paragraph',
        text: `la tua iscrizione è confermata: da ora ricevi ${WHAT_IT_IS}.`,
      },
      {
        kind: 'paragraph',
        text: 'Puoi cancellarti quando vuoi con il link in fondo a ogni e-mail: basta un clic.',
      },
    ],
    reason: `Ricevi questa e-mail perché hai confermato l'iscrizione alla newsletter di ${SHOP.name}.`,
    footer: [newsletterFooter(unsubscribeUrl)],
    headers: unsubscribeHeaders(unsubscribeUrl),
  });
}
