import { describe, expect, it } from 'vitest';
import { formatDateTime } from '../../schema/dates';
import type { InvoiceRecord } from '../../schema/rules/invoices';
import { formatPrice } from '../../schema/rules/money';
import { expiryNote } from '../../schema/rules/order-limits';
import { orderTotals } from '../../schema/rules/orders';
import { REPAIR_STATUS_HINTS } from '../../schema/rules/repairs';
import { SHOP, SHOP_LEGAL_LINE } from '../../schema/shop';
import { type PaymentMethod, REPAIR_STATUS } from '../../schema/vocabulary';
import type { EmailMessage } from '../../worker/mail/message';
import { checkedHref, escapeHtml } from '../../worker/mail/templates/escape';
import { renderEmail } from '../../worker/mail/templates/layout';
import { newsletterConfirmation, newsletterWelcome } from '../../worker/mail/templates/newsletter';
import {
  codStaffWarning,
  type MailOrder,
  type MailOrderLine,
  orderCancelled,
  orderConfirmation,
  orderExpired,
  orderLinkReminder,
  orderPaymentReceived,
  orderReadyForPickup,
  orderShipped,
  transferReminder,
} from '../../worker/mail/templates/orders';
import {
  MAIL_TEMPLATES,
  type MailInput,
  type MailKind,
  renderMail,
  storedInput,
} from '../../worker/mail/templates/registry';
import {
  type MailRepair,
  quoteRequestReceived,
  repairOpened,
  repairStatusChanged,
  shippingFormReceived,
} from '../../worker/mail/templates/repairs';

const ORIGIN = 'https://riparolab.it';
// 22 November 2026, 15:04 in Milan.
const PLACED_AT = Date.UTC(2026, 10, 22, 14, 4);
const HOSTILE = `<img src=x onerror="alert('x')">&</td></table>`;

const LINES: MailOrderLine[] = [
  {
    name: 'iPhone 14 Pro ricondizionato',
    brand: 'Apple',
    color: 'Viola scuro',
    size: '128 GB',
    unitPrice: 129_900,
    quantity: 1,
    lineTotal: 129_900,
  },
  {
    name: 'Cover in silicone',
    brand: 'RiparoLab',
    color: null,
    size: null,
    unitPrice: 3_450,
    quantity: 2,
    lineTotal: 6_900,
  },
];
const SMALL_LINES: MailOrderLine[] = [
  { ...LINES[1], quantity: 1, lineTotal: 3_450 } as MailOrderLine,
];

/** An order as D1 holds it, its totals from the shop's own rules. */
/** An order that asked for no invoice, as stored. */
const NO_INVOICE: InvoiceRecord = {
  invoiceTaxCode: null,
  invoiceCompany: null,
  invoiceSdiCode: null,
  invoicePec: null,
  billingStreet: null,
  billingPostalCode: null,
  billingCity: null,
  billingProvince: null,
};

function orderOf(
  paymentMethod: PaymentMethod,
  lines: readonly MailOrderLine[] = LINES,
  changes: Partial<MailOrder & InvoiceRecord> = {},
): MailOrder & InvoiceRecord {
  const totals = orderTotals(
    lines.map((line) => ({ price: line.unitPrice, quantity: line.quantity })),
    paymentMethod,
  );
  return {
    id: 'ord_9f8e7d6c',
    number: 'RL-2026-000123',
    accessToken: 'tok+en/segreto=',
    email: 'giulia.rossi@example.it',
    firstName: 'Giulia',
    lastName: 'Rossi',
    status: paymentMethod === 'bonifico' ? 'in_attesa_di_pagamento' : 'in_preparazione',
    paymentMethod,
    street: 'Via Roma 12',
    postalCode: '20121',
    city: 'Milano',
    province: 'MI',
    subtotal: totals.subtotal,
    shipping: totals.shipping,
    taxes: totals.taxes,
    total: totals.total,
    createdAtMs: PLACED_AT,
    raeeTakeBack: false,
    ...NO_INVOICE,
    ...changes,
  };
}

const REPAIR: MailRepair = {
  code: 'RIP-7KQ2M9XD',
  customerName: 'Marco Bianchi',
  email: 'marco@example.it',
  device: 'Samsung Galaxy S21',
};

const hrefsOf = (html: string) =>
  [...html.matchAll(/href="([^"]*)"/g)].map((match) => (match[1] ?? '').replaceAll('&amp;', '&'));

/** What a person reads in the HTML: tags dropped, entities and spacing as text. */
const readable = (html: string) =>
  html
    .replace(/<(style|title)[\s\S]*?<\/\1>/g, '')
    .replace(/<br>/g, '\n')
    .replace(/<[^>]+>/g, ' ')
    .replaceAll('&lt;', '<')
    .replaceAll('&gt;', '>')
    .replaceAll('&quot;', '"')
    .replaceAll('&#39;', "'")
    .replaceAll('&amp;', '&')
    .replace(/\s+/g, ' ');

/** Each fact must be there, the same, in the HTML and in the plain text. */
function expectBothParts(mail: EmailMessage, facts: readonly string[]) {
  const html = readable(mail.html);
  const text = mail.text.replace(/\s+/g, ' ');
  for (const fact of facts) {
    const words = fact.replace(/\s+/g, ' ');
    expect(html, `HTML: ${fact}`).toContain(words);
    expect(text, `text: ${fact}`).toContain(words);
  }
}

/** The amount on the row named `label`, in both parts (a no-break space reads as a space). */
function expectRow(mail: EmailMessage, label: string, value: string) {
  const words = value.replace(/\s+/g, ' ');
  expect(mail.text.replace(/[^\S\n]+/g, ' ')).toContain(`${label}: ${words}`);
  expect(readable(mail.html)).toContain(`${label} ${words}`);
}

const ALL_ORDER_MAILS = () => {
  const order = orderOf('bonifico');
  const pickup = orderOf('ritiro');
  return {
    confirmation: orderConfirmation({ origin: ORIGIN, order, lines: LINES }),
    paid: orderPaymentReceived({ origin: ORIGIN, order }),
    shipped: orderShipped({ origin: ORIGIN, order, trackingNumber: 'BRT123' }),
    pickup: orderReadyForPickup({ origin: ORIGIN, order: pickup }),
    cancelled: orderCancelled({ origin: ORIGIN, order, reason: null }),
    expired: orderExpired({ origin: ORIGIN, order: { ...order, paymentMethod: 'bonifico' } }),
    reminder: transferReminder({ origin: ORIGIN, order }),
    link: orderLinkReminder({ origin: ORIGIN, order }),
  };
};

describe('escaping', () => {
  it('turns every character that could open markup into an entity', () => {
    expect(escapeHtml(`<script>alert("x")</script> & 'q'`)).toBe(
      '&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; &#39;q&#39;',
    );
    expect(escapeHtml('&amp;')).toBe('&amp;amp;');
  });

  it('lets only absolute http(s) and mailto addresses become links', () => {
    expect(checkedHref('https://riparolab.it/a?b=1#c')).toBe('https://riparolab.it/a?b=1#c');
    expect(checkedHref('mailto:assistenza@riparolab.it')).toBe('mailto:assistenza@riparolab.it');
    expect(() => checkedHref('javascript:alert(1)')).toThrow();
    expect(() => checkedHref('data:text/html,<b>x</b>')).toThrow();
    expect(() => checkedHref('/order/1')).toThrow();
  });

  it("keeps the customer's words as text in every part of an order e-mail", () => {
    const lines = [{ ...LINES[0], name: HOSTILE, color: HOSTILE } as MailOrderLine];
    const order = orderOf('bonifico', lines, {
      firstName: HOSTILE,
      lastName: HOSTILE,
      street: HOSTILE,
    });
    const mail = orderConfirmation({ origin: ORIGIN, order, lines });
    expect(mail.html).not.toContain('<img');
    expect(mail.html).not.toContain('</td></table>&');
    expect(mail.html).toContain(escapeHtml(HOSTILE));
    // The plain-text part is text: the name reads as the customer typed it.
    expect(mail.text).toContain(`Ciao ${HOSTILE.split(' ')[0]},`);
  });

  it('keeps staff notes, names and devices as text in repair e-mails', () => {
    const repair = { ...REPAIR, customerName: HOSTILE, device: HOSTILE };
    const mail = repairStatusChanged({
      origin: ORIGIN,
      repair,
      status: 'in_diagnosi',
      note: `Nota\n${HOSTILE}`,
    });
    expect(mail.html).not.toContain('<img');
    expect(mail.html).toContain(`Nota<br>${escapeHtml(HOSTILE)}`);
  });

  it('refuses a tracking address that is not a web address', () => {
    expect(() =>
      orderShipped({
        origin: ORIGIN,
        order: orderOf('contrassegno'),
        trackingNumber: 'X',
        trackingUrl: 'javascript:alert(1)',
      }),
    ).toThrow();
  });
});

describe('the layout', () => {
  it('draws a 600 px Italian e-mail with the shop, the legal line and why it was sent', () => {
    const mail = orderPaymentReceived({ origin: ORIGIN, order: orderOf('bonifico') });
    expect(mail.html).toMatch(/^<!DOCTYPE html>\n<html lang="it"/);
    expect(mail.html).toContain('width="600"');
    expect(mail.html).toContain('max-width:600px');
    expectBothParts(mail, [
      SHOP.name,
      SHOP_LEGAL_LINE,
      SHOP.phone,
      SHOP.email,
      `Ricevi questa e-mail perché hai fatto un ordine su ${SHOP.name} con questo indirizzo.`,
      'A presto,',
    ]);
  });

  it('keeps a subject on one header line', () => {
    const mail = renderEmail({
      to: 'a@example.it',
      subject: 'Ordine\r\nBcc: altri@example.it',
      preview: '',
      greeting: 'Ciao,',
      blocks: [],
      reason: '',
    });
    expect(mail.subject).toBe('Ordine Bcc: altri@example.it');
    expect(mail.headers).toBeUndefined();
  });
});

describe('order e-mails', () => {
  it('go to the buyer, name the order in the subject and link it with its token in the fragment', () => {
    for (const [name, mail] of Object.entries(ALL_ORDER_MAILS())) {
      expect(mail.to, name).toBe('giulia.rossi@example.it');
      expect(mail.subject, name).toContain('RL-2026-000123');
      const links = hrefsOf(mail.html).map((href) => new URL(href));
      const orderLinks = links.filter((url) => url.pathname === '/order/ord_9f8e7d6c');
      expect(orderLinks.length, name).toBeGreaterThan(0);
      for (const url of orderLinks) {
        expect(url.origin).toBe(ORIGIN);
        expect(url.search).toBe('');
        expect(new URLSearchParams(url.hash.slice(1)).get('t')).toBe('tok+en/segreto=');
        expect(mail.text).toContain(url.href);
      }
      // The token appears nowhere but in a link's fragment.
      for (const url of links)
        expect(`${url.origin}${url.pathname}${url.search}`).not.toContain('tok');
    }
  });

  it('carry only absolute links, each one also in the plain text', () => {
    for (const [name, mail] of Object.entries(ALL_ORDER_MAILS())) {
      for (const href of hrefsOf(mail.html)) {
        expect(href, name).toMatch(/^https:\/\//);
        expect(mail.text, name).toContain(href);
      }
    }
  });

  it('confirm a bank-transfer order: lines, totals with IVA, bank details, reference, deadline', () => {
    const order = orderOf('bonifico');
    const mail = orderConfirmation({ origin: ORIGIN, order, lines: LINES });
    expect(mail.subject).toBe('Abbiamo ricevuto il tuo ordine RL-2026-000123');
    expect(order).toMatchObject({ subtotal: 136_800, shipping: 0, taxes: 30_096, total: 166_896 });
    expectBothParts(mail, [
      'Ciao Giulia,',
      'iPhone 14 Pro ricondizionato',
      'Apple · Viola scuro · 128 GB',
      `1 × ${formatPrice(129_900)}`,
      formatPrice(129_900),
      'Cover in silicone',
      `2 × ${formatPrice(3_450)}`,
      formatPrice(6_900),
      SHOP.bank.holder,
      SHOP.bank.iban,
      SHOP.bank.name,
      '29 novembre 2026 alle ore 15:04',
      'Giulia Rossi',
      'Via Roma 12',
      '20121 Milano (MI)',
      '14 giorni',
      '24 mesi',
      'nostra garanzia di 12 mesi',
    ]);
    expect(hrefsOf(mail.html)).toContain(`${ORIGIN}/condizioni-di-vendita`);
    expectRow(mail, 'Subtotale', '1.368,00 €');
    expectRow(mail, 'Spedizione', 'Gratuita');
    expectRow(mail, 'IVA 22%', '300,96 €');
    expectRow(mail, 'Totale', '1.668,96 €');
    expectRow(mail, 'Importo', '1.668,96 €');
    expectRow(mail, 'Causale', 'RL-2026-000123');
    expectRow(mail, 'IBAN', SHOP.bank.iban);
  });

  it('charge shipping below the threshold and say what cash on delivery asks', () => {
    const order = orderOf('contrassegno', SMALL_LINES);
    const mail = orderConfirmation({ origin: ORIGIN, order, lines: SMALL_LINES });
    expectRow(mail, 'Subtotale', formatPrice(3_450));
    expectRow(mail, 'Spedizione', formatPrice(1_500));
    expectRow(mail, 'IVA 22%', formatPrice(759));
    expectRow(mail, 'Totale', formatPrice(3_450 + 1_500 + 759));
    expectBothParts(mail, ['al corriere quando ti consegna il pacco', formatPrice(5_709)]);
    expect(mail.text).not.toContain('IBAN');
  });

  it('tell a collection in the shop where, when, how much and until when', () => {
    const order = orderOf('ritiro');
    const mail = orderConfirmation({ origin: ORIGIN, order, lines: LINES });
    expectRow(mail, 'Ritiro in negozio', 'Gratuita');
    expectRow(mail, 'Totale', formatPrice(136_800 + 30_096));
    expectBothParts(mail, [
      'Via Giuseppe Mazzini 18, 20123 Milano (MI)',
      ...SHOP.openingHours.flatMap(({ days, hours }) => [days, hours]),
      '2 dicembre 2026 alle ore 15:04',
      '10 giorni',
    ]);
    expect(mail.text).not.toContain('Indirizzo di spedizione'.toUpperCase());
    expect(mail.text).not.toContain('IBAN');
  });

  it('await an online payment on the secure page, with «Paga ora» to the order, nothing by transfer', () => {
    const order = orderOf('online', LINES, { status: 'in_attesa_di_pagamento' });
    const mail = orderConfirmation({ origin: ORIGIN, order, lines: LINES });
    expect(mail.html).toContain('Pagamento: carta, PayPal, Satispay o Klarna');
    expectBothParts(mail, [
      'pagina sicura di Stripe',
      formatPrice(166_896),
      // The page closes an hour after the order.
      '22 novembre 2026 alle ore 16:04',
      'Lo prepariamo appena Stripe ci conferma il pagamento.',
    ]);
    const lines = mail.text.split('\n');
    const payNow = lines[lines.indexOf('Paga ora:') + 1]?.trim() ?? '';
    expect(payNow).toMatch(new RegExp(`^${ORIGIN}/order/ord_9f8e7d6c#t=`));
    expect(hrefsOf(mail.html)).toContain(payNow);
    for (const transfer of ['IBAN', SHOP.bank.iban, 'bonifico', 'Causale']) {
      expect(mail.text).not.toContain(transfer);
    }
  });

  it('repeats the invoice the order asked for, and says nothing of one it did not', () => {
    const plain = orderConfirmation({ origin: ORIGIN, order: orderOf('bonifico'), lines: LINES });
    expect(plain.text).not.toMatch(/fattura elettronica/i);

    const order = orderOf('bonifico', LINES, {
      invoiceTaxCode: '04827150964',
      invoiceCompany: 'Rossi S.r.l.',
      invoiceSdiCode: 'M5UXCR1',
      billingStreet: 'Corso Francia 8',
      billingPostalCode: '10143',
      billingCity: 'Torino',
      billingProvince: 'TO',
    });
    const mail = orderConfirmation({ origin: ORIGIN, order, lines: LINES });
    expect(mail.text).toContain('DATI PER LA FATTURA ELETTRONICA');
    expect(readable(mail.html)).toContain('Dati per la fattura elettronica');
    for (const [label, value] of [
      ['Fattura intestata a', 'Rossi S.r.l. (Azienda o professionista)'],
      ['Partita IVA', '04827150964'],
      ['Codice destinatario SDI', 'M5UXCR1'],
      ['Indirizzo di fatturazione', 'Corso Francia 8, 10143 Torino (TO)'],
    ] as const) {
      expectRow(mail, label, value);
    }
  });

  it('confirm the RAEE take-back where it happens, and say nothing of one not asked for', () => {
    const plain = orderConfirmation({ origin: ORIGIN, order: orderOf('bonifico'), lines: LINES });
    expect(plain.text).not.toContain('RAEE');

    const delivered = orderConfirmation({
      origin: ORIGIN,
      order: orderOf('contrassegno', LINES, { raeeTakeBack: true }),
      lines: LINES,
    });
    expect(delivered.text).toContain('RITIRO GRATUITO DELL’USATO (RAEE)');
    expect(readable(delivered.html)).toContain('Quando il corriere ti consegna il pacco');

    const collected = orderConfirmation({
      origin: ORIGIN,
      order: orderOf('ritiro', LINES, { raeeTakeBack: true }),
      lines: LINES,
    });
    expect(readable(collected.html)).toContain('Quando ritiri l’ordine in negozio');
  });

  it('say a transfer has arrived, and how much', () => {
    const mail = orderPaymentReceived({ origin: ORIGIN, order: orderOf('bonifico') });
    expect(mail.subject).toBe("Pagamento ricevuto per l'ordine RL-2026-000123");
    expectBothParts(mail, [formatPrice(166_896)]);
  });

  it('follow the parcel: carrier, number, tracking page, and the amount due at the door', () => {
    const order = orderOf('contrassegno');
    const mail = orderShipped({
      origin: ORIGIN,
      order,
      trackingNumber: 'BRT123456789',
      carrier: 'BRT',
      trackingUrl: 'https://vas.brt.it/vas/sped_det_show.hsm?Nspediz=BRT123456789',
    });
    expect(mail.subject).toBe('Il tuo ordine RL-2026-000123 è in viaggio');
    expectRow(mail, 'Corriere', 'BRT');
    expectRow(mail, 'Numero di spedizione', 'BRT123456789');
    expectBothParts(mail, ['Via Roma 12, 20121 Milano (MI)', formatPrice(order.total)]);
    expect(hrefsOf(mail.html)).toContain(
      'https://vas.brt.it/vas/sped_det_show.hsm?Nspediz=BRT123456789',
    );
  });

  it('name no carrier and no tracking page when nobody gave them', () => {
    const mail = orderShipped({ origin: ORIGIN, order: orderOf('bonifico'), trackingNumber: null });
    expect(mail.text).not.toContain('Corriere:');
    expect(mail.text).not.toContain('Numero di spedizione:');
    expect(mail.text).not.toContain('Segui la spedizione');
    expect(mail.text).not.toContain('al corriere alla consegna');
  });

  it('call the buyer to the shop when a collection is ready', () => {
    const mail = orderReadyForPickup({ origin: ORIGIN, order: orderOf('ritiro') });
    expect(mail.subject).toBe('Il tuo ordine RL-2026-000123 è pronto per il ritiro');
    expectBothParts(mail, [
      'Via Giuseppe Mazzini 18, 20123 Milano (MI)',
      SHOP.openingHours[0].hours,
      '2 dicembre 2026 alle ore 15:04',
      formatPrice(166_896),
    ]);
  });

  it('give the reason of a cancellation, the staff note or the expiry', () => {
    const cancelled = orderCancelled({
      origin: ORIGIN,
      order: orderOf('bonifico'),
      reason: 'Prodotto danneggiato al controllo finale.',
    });
    expect(cancelled.subject).toBe('Il tuo ordine RL-2026-000123 è stato annullato');
    expectBothParts(cancelled, ['Motivo: Prodotto danneggiato al controllo finale.']);

    const expired = orderExpired({
      origin: ORIGIN,
      order: { ...orderOf('ritiro'), paymentMethod: 'ritiro' },
    });
    expect(expired.subject).toBe('Il tuo ordine RL-2026-000123 è scaduto ed è stato annullato');
    expectBothParts(expired, [`Motivo: ${expiryNote('ritiro')}`]);
    expect(hrefsOf(expired.html)).toContain(`${ORIGIN}/shop`);

    const unshipped = orderExpired({ origin: ORIGIN, order: orderOf('contrassegno') });
    expectBothParts(unshipped, [
      "Motivo: Annullato automaticamente: l'ordine in contrassegno non è stato spedito entro 7 giorni.",
      'Non devi pagare nulla',
    ]);
    expect(unshipped.text).not.toContain('bonifico');
  });

  it('warn the staff of an unshipped cash-on-delivery order before it expires', () => {
    const order = orderOf('contrassegno');
    const mail = codStaffWarning({ origin: ORIGIN, order });
    const deadline = formatDateTime(PLACED_AT + 7 * 24 * 60 * 60 * 1000);
    expect(mail.to).toBe(SHOP.email);
    expect(mail.subject).toBe(`Contrassegno RL-2026-000123 da spedire entro il ${deadline}`);
    expectBothParts(mail, ['Giulia Rossi', formatPrice(order.total), '«Spedito»', deadline]);
    expect(hrefsOf(mail.html)).toContain(`${ORIGIN}/admin?vista=ordini&id=ord_9f8e7d6c`);
  });

  it('remind an unpaid transfer of its deadline, with the bank details again', () => {
    const order = orderOf('bonifico');
    const mail = transferReminder({ origin: ORIGIN, order });
    expect(mail.subject).toContain('RL-2026-000123');
    expectBothParts(mail, [
      formatDateTime(PLACED_AT + 7 * 24 * 60 * 60 * 1000),
      SHOP.bank.iban,
      formatPrice(order.total),
    ]);
    expectRow(mail, 'Causale', 'RL-2026-000123');
  });

  it('refuse to write a deadline for an order that holds nothing', () => {
    expect(() =>
      transferReminder({ origin: ORIGIN, order: orderOf('bonifico', LINES, { status: 'pagato' }) }),
    ).toThrow();
  });

  it('send a lost link again, only to the order e-mail', () => {
    const mail = orderLinkReminder({ origin: ORIGIN, order: orderOf('bonifico') });
    expect(mail.subject).toBe('Il link al tuo ordine RL-2026-000123');
    expect(mail.to).toBe('giulia.rossi@example.it');
    expect(mail.text).toContain(`${ORIGIN}/order/ord_9f8e7d6c#t=tok%2Ben%2Fsegreto%3D`);
  });
});

describe('repair e-mails', () => {
  /** What a stranger can type into the forms, for any address: no acknowledgement repeats it. */
  const TYPED = {
    name: 'Anna Verdi',
    phone: '+39 333 123 4567',
    brand: 'Apple',
    model: 'iPhone 12',
    problem: 'Il tuo conto è stato sospeso: accedi su https://evil.example',
    senderName: 'Luca Neri',
    device: 'iPad Air 4 https://evil.example',
  };

  it('acknowledge a quote request with its number and what happens next, not what was typed', () => {
    const request = {
      number: 'PRV-2026-000042',
      email: 'anna@example.it',
      deviceCategory: 'smartphone' as const,
      ...TYPED,
    };
    const mail = quoteRequestReceived({ origin: ORIGIN, request });
    expect(mail.to).toBe('anna@example.it');
    expect(mail.subject).toBe('Richiesta di preventivo PRV-2026-000042 ricevuta');
    expectBothParts(mail, [
      'Ciao,',
      'PRV-2026-000042',
      'smartphone',
      'Entro un giorno lavorativo',
      'Non hai chiesto tu un preventivo?',
    ]);
    for (const typed of Object.values(TYPED)) {
      expect(mail.html).not.toContain(typed);
      expect(mail.text).not.toContain(typed);
    }
    expect(`${mail.html}${mail.text}`).not.toContain('evil.example');
    expect(hrefsOf(mail.html)).toEqual([`${ORIGIN}/modulo-spedizione`]);
  });

  it('send the shipping form back with the link that reopens its sheet, not what was typed', () => {
    const sheetUrl = `${ORIGIN}/modulo-spedizione/foglio?n=SPD-2026-000017&firma=abc`;
    const form = { number: 'SPD-2026-000017', email: 'luca@example.it', ...TYPED };
    const mail = shippingFormReceived({ origin: ORIGIN, form, sheetUrl });
    expect(mail.to).toBe('luca@example.it');
    expect(mail.subject).toBe('Modulo di spedizione SPD-2026-000017 ricevuto');
    expect(hrefsOf(mail.html)).toContain(sheetUrl);
    expect(mail.text).toContain(sheetUrl);
    expectBothParts(mail, [
      'Ciao,',
      `${SHOP.legalName} – Laboratorio riparazioni`,
      'Via Giuseppe Mazzini 18, 20123 Milano (MI)',
    ]);
    expect(`${mail.html}${mail.text}`).not.toContain('evil.example');
    expect(`${mail.html}${mail.text}`).not.toContain('Luca');
  });

  it('hand over the RIP code and the status link that the status page reads', () => {
    const mail = repairOpened({ origin: ORIGIN, repair: REPAIR });
    expect(mail.to).toBe('marco@example.it');
    expect(mail.subject).toBe('Riparazione RIP-7KQ2M9XD aperta');
    expectBothParts(mail, ['RIP-7KQ2M9XD', 'Samsung Galaxy S21', REPAIR_STATUS_HINTS.ricevuto]);
    const status = new URL(hrefsOf(mail.html)[0] ?? '');
    expect(`${status.origin}${status.pathname}`).toBe(`${ORIGIN}/stato-riparazione`);
    expect(status.searchParams.get('code')).toBe('RIP-7KQ2M9XD');
    // The e-mail, the other half of the lookup, never travels in the address.
    expect(status.href).not.toContain('marco');
  });

  it('report every state with its label, its meaning and the staff note', () => {
    for (const status of REPAIR_STATUS.values) {
      const mail = repairStatusChanged({ origin: ORIGIN, repair: REPAIR, status, note: 'Ciao!' });
      expect(mail.subject, status).toContain('RIP-7KQ2M9XD');
      expectBothParts(mail, [
        `«${REPAIR_STATUS.label(status)}»`,
        REPAIR_STATUS_HINTS[status],
        'Ciao!',
      ]);
    }
  });

  it('say where and when to collect a repaired device, and how to follow one shipped back', () => {
    const ready = repairStatusChanged({
      origin: ORIGIN,
      repair: REPAIR,
      status: 'pronto_per_il_ritiro',
      note: null,
    });
    expect(ready.subject).toBe('Riparazione RIP-7KQ2M9XD: il dispositivo è pronto per il ritiro');
    expectBothParts(ready, [
      'Via Giuseppe Mazzini 18, 20123 Milano (MI)',
      ...SHOP.openingHours.map(({ hours }) => hours),
    ]);

    const shipped = repairStatusChanged({
      origin: ORIGIN,
      repair: REPAIR,
      status: 'spedito',
      note: null,
      carrier: 'GLS',
      trackingNumber: 'GLS998877',
      trackingUrl: 'https://gls-group.com/track?match=GLS998877',
    });
    expectRow(shipped, 'Corriere', 'GLS');
    expectRow(shipped, 'Numero di spedizione', 'GLS998877');
    expect(hrefsOf(shipped.html)).toContain('https://gls-group.com/track?match=GLS998877');
  });
});

describe('newsletter e-mails', () => {
  const UNSUBSCRIBE = `${ORIGIN}/newsletter/cancellati?t=abc`;

  it('ask to confirm the address before it counts, with the link and its expiry', () => {
    const confirmUrl = `${ORIGIN}/newsletter/conferma?t=xyz`;
    const mail = newsletterConfirmation({
      email: 'nuovo@example.it',
      confirmUrl,
      expiresAtMs: PLACED_AT,
    });
    expect(mail.to).toBe('nuovo@example.it');
    expect(mail.subject).toBe("Conferma l'iscrizione alla newsletter di RiparoLab");
    expect(hrefsOf(mail.html)).toEqual([confirmUrl]);
    expect(mail.text).toContain(confirmUrl);
    expectBothParts(mail, ['22 novembre 2026 alle ore 15:04']);
    // Not subscribed yet: nothing to unsubscribe from.
    expect(mail.headers).toBeUndefined();
  });

  it('carry the one-click unsubscribe link and the List-Unsubscribe headers (RFC 8058)', () => {
    const mail = newsletterWelcome({ email: 'nuovo@example.it', unsubscribeUrl: UNSUBSCRIBE });
    expect(mail.headers).toEqual({
      'List-Unsubscribe': `<${UNSUBSCRIBE}>, <mailto:${SHOP.email}?subject=Cancellazione%20newsletter>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    });
    expect(hrefsOf(mail.html)).toContain(UNSUBSCRIBE);
    expect(mail.text).toContain(`Cancellati con un clic <${UNSUBSCRIBE}>`);
  });
});

describe('every kind, stored and rendered again', () => {
  /** What a row holds beyond what the templates read: the outbox must not keep it. */
  const NOISE = { notes: 'NON-SERVE', sourceId: 'NON-SERVE', idempotencyKey: 'NON-SERVE' };
  const order = { ...orderOf('bonifico', LINES, { invoiceTaxCode: 'RSSGLI80A41F205X' }), ...NOISE };
  const pickup = { ...orderOf('ritiro'), ...NOISE };
  const cashOnDelivery = { ...orderOf('contrassegno'), ...NOISE };
  const lines = LINES.map((line) => ({ ...line, productId: 6, ...NOISE }));
  const repair = { ...REPAIR, source: 'spedizione' as const, ...NOISE };
  const estimate = {
    lines: [
      { kind: 'part' as const, description: 'Display OLED', amount: 18_900 },
      { kind: 'labour' as const, description: 'Sostituzione', amount: 3_000 },
    ],
    subtotalCents: 21_900,
    vatCents: 4_818,
    totalCents: 26_718,
    diagnosisFeeCents: 2_500,
    estimatedDays: 3,
    validUntilMs: PLACED_AT + 10 * 86_400_000,
    note: HOSTILE,
    ...NOISE,
  };
  const accessUrl = `${ORIGIN}/stato-riparazione#accesso=abc.def`;
  const returned = { origin: ORIGIN, order, returnNumber: 'RS-2026-000004', lines };
  const expiresAtMs = PLACED_AT + 7 * 86_400_000;
  const appointment = {
    id: 'a1b2c3',
    email: 'marta@example.it',
    startsAtMs: PLACED_AT + 86_400_000,
    endsAtMs: PLACED_AT + 86_400_000 + 1_800_000,
    sequence: 1,
    updatedAtMs: PLACED_AT,
    ...{ name: HOSTILE, phone: '333 1234567', device: HOSTILE },
    ...NOISE,
  };
  const manageUrl = `${ORIGIN}/appuntamento#accesso=abc.def`;

  /** One input for each kind the registry knows: the type requires every kind to be here. */
  const SAMPLES: { [K in MailKind]: MailInput<K> } = {
    'order.confirmation': { origin: ORIGIN, order, lines },
    'order.payment-received': { origin: ORIGIN, order },
    'order.shipped': {
      origin: ORIGIN,
      order,
      carrier: 'BRT',
      trackingNumber: 'BRT123',
      trackingUrl: 'https://brt.it/t/BRT123',
    },
    'order.ready-for-pickup': { origin: ORIGIN, order: pickup },
    'order.delivered': { origin: ORIGIN, order, reviewToken: 'abc.def.ghi' },
    'order.cancelled': { origin: ORIGIN, order, reason: HOSTILE },
    'order.expired': { origin: ORIGIN, order: { ...order, paymentMethod: 'bonifico' } },
    'order.transfer-reminder': { origin: ORIGIN, order },
    'order.link': { origin: ORIGIN, order },
    'order.cod-staff-warning': { origin: ORIGIN, order: cashOnDelivery },
    'return.requested': { ...returned, statement: HOSTILE },
    'return.accepted': returned,
    'return.received': returned,
    'return.refunded': { ...returned, amount: 12_990, note: HOSTILE },
    'return.refused': { ...returned, reason: HOSTILE },
    'repair.listed-repair-received': {
      origin: ORIGIN,
      request: {
        number: 'PRV-2026-000008',
        email: 'sara@example.it',
        deviceCategory: 'smartphone',
        ...NOISE,
      },
      listed: {
        brand: 'Apple',
        model: 'iPhone 13',
        repair: 'schermo',
        partsQuality: 'originale',
        price: 19_900,
        minutes: 60,
        whileYouWait: true,
      },
    },
    'repair.quote-received': {
      origin: ORIGIN,
      request: {
        number: 'PRV-2026-000007',
        email: 'sara@example.it',
        deviceCategory: 'tablet',
        ...{ name: 'Sara Fontana', phone: '333 1234567', brand: 'Apple', problem: HOSTILE },
        ...NOISE,
      },
    },
    'repair.shipping-form-received': {
      origin: ORIGIN,
      form: {
        number: 'SPD-2026-000003',
        email: 'marco@example.it',
        ...{ senderName: 'Marco Greco', device: 'Nintendo Switch' },
        ...NOISE,
      },
      sheetUrl: `${ORIGIN}/modulo-spedizione?numero=SPD-2026-000003`,
    },
    'repair.opened': { origin: ORIGIN, repair },
    'repair.status-changed': {
      origin: ORIGIN,
      repair,
      status: 'spedito',
      note: HOSTILE,
      carrier: 'SDA',
      trackingNumber: 'SDA9',
      trackingUrl: null,
    },
    'repair.estimate-sent': { repair, estimate, accessUrl },
    'repair.estimate-accepted': { repair, estimate, accessUrl },
    'repair.estimate-declined': { repair, estimate, accessUrl },
    'repair.estimate-reminder': { repair, estimate, accessUrl },
    'repair.payment-received': { repair, kind: 'estimate', amountCents: 18_301, accessUrl },
    'appointment.confirmed': { appointment, manageUrl },
    'appointment.reminder': { appointment, manageUrl },
    'appointment.cancelled': { appointment, byStaff: true },
    'newsletter.confirmation': {
      email: 'luca@example.it',
      confirmUrl: `${ORIGIN}/newsletter/conferma?t=1`,
      expiresAtMs,
    },
    'newsletter.welcome': {
      email: 'luca@example.it',
      unsubscribeUrl: `${ORIGIN}/newsletter/cancella?t=1`,
    },
    'stock-alert.confirmation': {
      email: 'luca@example.it',
      productName: 'iPhone 14 Pro',
      confirmUrl: `${ORIGIN}/avvisi/conferma?t=1`,
      expiresAtMs,
    },
    'stock-alert.back-in-stock': {
      email: 'luca@example.it',
      productName: 'iPhone 14 Pro',
      productUrl: `${ORIGIN}/product-overview/6`,
    },
    'stock-alert.withdrawn': {
      email: 'luca@example.it',
      productName: 'iPhone 15 Pro · Blu · 256GB',
      shopUrl: `${ORIGIN}/shop`,
    },
    'staff.unconfirmed-mail-alert': {
      written: 240,
      withheld: 31,
      sinceMs: PLACED_AT,
      mailUrl: `${ORIGIN}/admin/posta`,
    },
  };

  it.each(Object.keys(MAIL_TEMPLATES) as MailKind[])(
    '%s renders from its stored input exactly as it did when written',
    (kind) => {
      const input = SAMPLES[kind];
      const stored = JSON.parse(JSON.stringify(storedInput(input))) as object;
      expect(renderMail(kind, stored)).toEqual(renderMail(kind, input));
      expect(JSON.stringify(stored)).not.toContain('NON-SERVE');
    },
  );

  it('refuses a kind no template renders', () => {
    expect(() => renderMail('test.unknown', {})).toThrow(/No template/);
  });
});
