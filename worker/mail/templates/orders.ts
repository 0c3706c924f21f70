import { formatDateTime } from '../../../schema/dates';
import type { OrderLineRow, OrderRow } from '../../../schema/db/orders';
import { orderLink } from '../../../schema/order-link';
import { reviewLinkPath } from '../../../schema/review-link';
import { ROUTES } from '../../../schema/routes';
import { isFreeShipping } from '../../../schema/rules/cart-totals';
import { invoiceFacts } from '../../../schema/rules/invoice-facts';
import { type InvoiceRecord, invoiceSummary } from '../../../schema/rules/invoices';
import { formatPrice, TAX_RATE_PERCENT } from '../../../schema/rules/money';
import { paymentClosesAtMs } from '../../../schema/rules/online-payments';
import { expiresAtMs, expiryNote, UNPAID_HOLDS } from '../../../schema/rules/order-limits';
import { conditionWithGuarantee } from '../../../schema/rules/product-condition';
import { RAEE_TAKE_BACK_TITLE, raeeTakeBackNote } from '../../../schema/rules/raee';
import { REVIEW_LINK_DAYS } from '../../../schema/rules/reviews';
import { SHOP } from '../../../schema/shop';
import { PAYMENT_METHOD } from '../../../schema/vocabulary';
import type { EmailMessage } from '../message';
import { checkedHref, siteUrl } from './escape';
import { type Block, greetingFor, renderEmail } from './layout';
import { type Parcel, parcelBlocks, SHOP_VISIT } from './shop-blocks';

/**
 * What the order e-mails read of an order row, the confirmation's invoice included: all the
 * outbox keeps of it (worker/mail/templates/registry.ts).
 */
export const MAIL_ORDER_FIELDS = [
  'id',
  'number',
  'accessToken',
  'email',
  'firstName',
  'lastName',
  'status',
  'paymentMethod',
  'street',
  'postalCode',
  'city',
  'province',
  'subtotal',
  'shipping',
  'taxes',
  'total',
  'createdAtMs',
  'raeeTakeBack',
  'invoiceTaxCode',
  'invoiceCompany',
  'invoiceSdiCode',
  'invoicePec',
  'billingStreet',
  'billingPostalCode',
  'billingCity',
  'billingProvince',
] as const satisfies readonly (keyof OrderRow)[];

type MailOrderRow = Pick<OrderRow, (typeof MAIL_ORDER_FIELDS)[number]>;

/** What the order e-mails read of an order row. */
export type MailOrder = Omit<MailOrderRow, keyof InvoiceRecord>;

/** The confirmation also repeats the invoice the order asked for. */
type OrderWithInvoice = MailOrder & Pick<MailOrderRow, keyof InvoiceRecord>;

/** What the e-mails read of an order line: all the outbox keeps of it. */
export const MAIL_ORDER_LINE_FIELDS = [
  'name',
  'brand',
  'color',
  'size',
  'unitPrice',
  'quantity',
  'lineTotal',
  'condition',
  'grade',
] as const satisfies readonly (keyof OrderLineRow)[];

/** The condition is optional: an e-mail queued before lines kept one (migration 0035) has none. */
type LineCondition = 'condition' | 'grade';
export type MailOrderLine = Pick<
  OrderLineRow,
  Exclude<(typeof MAIL_ORDER_LINE_FIELDS)[number], LineCondition>
> &
  Partial<Pick<OrderLineRow, LineCondition>>;

/** Every order e-mail needs the order and the shop's origin (https://riparolab.it), for links. */
interface OrderMail {
  origin: string;
  order: MailOrder;
}

export const REASON = `Ricevi questa e-mail perché hai fatto un ordine su ${SHOP.name} con questo indirizzo.`;

/** The order's private link: its token in the fragment, never in a query string. */
function linkTo(origin: string, order: Pick<MailOrder, 'id' | 'accessToken'>): string {
  return checkedHref(orderLink(new URL(origin).origin, order.id, order.accessToken));
}

export function orderButton(origin: string, order: Pick<MailOrder, 'id' | 'accessToken'>): Block[] {
  return [
    { kind: 'button', label: 'Apri il tuo ordine', href: linkTo(origin, order) },
    {
      kind: 'paragraph',
      text: "Il pulsante apre l'ordine da qualsiasi dispositivo, senza bisogno di accedere: non inoltrare questa e-mail a chi non deve vederlo.",
    },
  ];
}

/** When an unpaid order lets its goods go, as the order page says it (docs/product.md#orders). */
function deadlineOf(order: MailOrder): string {
  const at = expiresAtMs(order);
  if (at === null) throw new Error(`Order ${order.number} is not held, it has no deadline`);
  return formatDateTime(at);
}

/**
 * The lines of an order, and with `guarantee` each one's condition and the legal guarantee it
 * gives (docs/product.md#condition-and-grades), as the confirmation lists them.
 */
export function lineItems(lines: readonly MailOrderLine[], { guarantee = false } = {}): Block {
  return {
    kind: 'items',
    items: lines.map((line) => ({
      title: line.name,
      details: [
        [line.brand, line.color, line.size].filter(Boolean).join(' · '),
        ...(guarantee && line.condition
          ? [conditionWithGuarantee(line.condition, line.grade ?? null)]
          : []),
        `${line.quantity} × ${formatPrice(line.unitPrice)}`,
      ],
      amount: formatPrice(line.lineTotal),
    })),
  };
}

/** Subtotale, spedizione, IVA and totale, named as the order page names them. */
function totals(order: MailOrder): Block {
  return {
    kind: 'totals',
    rows: [
      { label: 'Subtotale', value: formatPrice(order.subtotal) },
      {
        label: order.paymentMethod === 'ritiro' ? 'Ritiro in negozio' : 'Spedizione',
        value: isFreeShipping(order) ? 'Gratuita' : formatPrice(order.shipping),
      },
      { label: `IVA ${TAX_RATE_PERCENT}%`, value: formatPrice(order.taxes) },
      { label: 'Totale', value: formatPrice(order.total) },
    ],
  };
}

function bankTransfer(order: MailOrder): Block {
  return {
    kind: 'facts',
    facts: [
      { label: 'Intestatario', value: SHOP.bank.holder },
      { label: 'IBAN', value: SHOP.bank.iban },
      { label: 'Banca', value: SHOP.bank.name },
      { label: 'Importo', value: formatPrice(order.total) },
      { label: 'Causale', value: [{ strong: order.number }] },
    ],
  };
}

function paymentInstructions(origin: string, order: MailOrder): Block[] {
  const amount = formatPrice(order.total);
  switch (order.paymentMethod) {
    case 'bonifico':
      return [
        { kind: 'heading', text: 'Come pagare: bonifico bancario' },
        {
          kind: 'paragraph',
          text: [
            'Fai un bonifico di ',
            { strong: amount },
            ' con questi dati, scrivendo nella causale il numero ',
            { strong: order.number },
            ': così lo riconosciamo subito.',
          ],
        },
        bankTransfer(order),
        {
          kind: 'note',
          text: [
            'Teniamo da parte i prodotti per te fino al ',
            { strong: deadlineOf(order) },
            ` (${UNPAID_HOLDS.bonifico.days} giorni): se il bonifico non arriva entro quella data l'ordine viene annullato e i prodotti tornano in vendita.`,
          ],
        },
        {
          kind: 'paragraph',
          text: 'Appena riceviamo il pagamento ti scriviamo e prepariamo la spedizione.',
        },
      ];
    case 'contrassegno':
      return [
        { kind: 'heading', text: 'Come pagare: contrassegno' },
        {
          kind: 'paragraph',
          text: [
            'Paghi ',
            { strong: amount },
            " al corriere quando ti consegna il pacco, in contanti o con carta dove il corriere la accetta. Tieni pronto l'importo esatto: il corriere potrebbe non avere il resto.",
          ],
        },
      ];
    case 'ritiro':
      return [
        { kind: 'heading', text: 'Ritiro in negozio' },
        {
          kind: 'paragraph',
          text: [
            'Stiamo preparando il tuo ordine: ti scriviamo quando è pronto. Paghi ',
            { strong: amount },
            ' in negozio, al momento del ritiro.',
          ],
        },
        SHOP_VISIT,
        {
          kind: 'note',
          text: [
            'Teniamo da parte i prodotti per te fino al ',
            { strong: deadlineOf(order) },
            ` (${UNPAID_HOLDS.ritiro.days} giorni): se l'ordine non viene ritirato entro quella data viene annullato e i prodotti tornano in vendita.`,
          ],
        },
      ];
    case 'online':
      // Nothing is owed by transfer: the payment is awaited on Stripe's page, reached again from
      // the order (docs/product.md#payments-online).
      return [
        { kind: 'heading', text: 'Pagamento: carta, PayPal, Satispay o Klarna' },
        {
          kind: 'paragraph',
          text: [
            'Il pagamento di ',
            { strong: amount },
            " si fa sulla pagina sicura di Stripe, il nostro fornitore di pagamenti: i dati della tua carta non passano da noi. Se lo hai già completato non devi fare altro: ti scriviamo appena Stripe ce lo conferma. Altrimenti apri l'ordine e premi «Paga ora».",
          ],
        },
        { kind: 'button', label: 'Paga ora', href: linkTo(origin, order) },
        {
          kind: 'note',
          text: [
            'Teniamo da parte i prodotti per te fino al ',
            { strong: formatDateTime(paymentClosesAtMs(order)) },
            ": se entro allora il pagamento non è completato, l'ordine viene annullato e i prodotti tornano in vendita, senza alcun addebito.",
          ],
        },
      ];
  }
}

function deliveryAddress(order: MailOrder): Block[] {
  if (order.paymentMethod === 'ritiro') return [];
  return [
    { kind: 'heading', text: 'Indirizzo di spedizione' },
    {
      kind: 'paragraph',
      text: `${order.firstName} ${order.lastName}\n${order.street}\n${order.postalCode} ${order.city} (${order.province})`,
    },
  ];
}

/** The take-back the buyer asked for (docs/product.md#ritiro-raee): what to have ready, and where. */
function raeeTakeBack(order: MailOrder): Block[] {
  if (!order.raeeTakeBack) return [];
  return [
    { kind: 'heading', text: RAEE_TAKE_BACK_TITLE },
    { kind: 'paragraph', text: raeeTakeBackNote(order.paymentMethod) },
  ];
}

/** The invoice the order asked for, so the buyer can check it before it is issued. */
function invoiceDetails(order: OrderWithInvoice): Block[] {
  const invoice = invoiceSummary(order);
  if (!invoice) return [];
  return [
    { kind: 'heading', text: 'Dati per la fattura elettronica' },
    { kind: 'facts', facts: invoiceFacts(invoice).map(([label, value]) => ({ label, value })) },
    {
      kind: 'note',
      text: `Se qualcosa non è corretto, scrivici a ${SHOP.email} con il numero dell'ordine prima della spedizione: la fattura viene emessa con questi dati.`,
    },
  ];
}

function rightsAndGuarantee(origin: string): Block[] {
  return [
    { kind: 'heading', text: 'Recesso e garanzia' },
    {
      kind: 'paragraph',
      text: [
        `Hai 14 giorni dalla consegna per recedere dall'acquisto senza indicarne il motivo: dalla pagina dell'ordine, con «Richiedi il reso», oppure scrivendoci all'indirizzo ${SHOP.email} con il numero dell'ordine. Sui prodotti vale la garanzia legale di conformità di 24 mesi (12 mesi per i dispositivi ricondizionati e usati), e ogni dispositivo controllato nel nostro laboratorio ha in più la nostra garanzia di 12 mesi. `,
        { link: 'Tutte le condizioni', href: siteUrl(origin, ROUTES.salesTerms) },
        '.',
      ],
    },
  ];
}

const WHAT_NEXT: Record<MailOrder['paymentMethod'], string> = {
  bonifico: 'Lo prepariamo appena riceviamo il bonifico: trovi qui sotto le coordinate per pagare.',
  contrassegno:
    'Lo stiamo già preparando: ti scriviamo quando parte, con i dati per seguire la spedizione.',
  ritiro: 'Lo stiamo già preparando: ti scriviamo quando è pronto da ritirare in negozio.',
  online: 'Lo prepariamo appena Stripe ci conferma il pagamento.',
};

/** Right after checkout: what was bought, for how much, how to pay, and the customer's rights. */
export function orderConfirmation({
  origin,
  order,
  lines,
}: {
  origin: string;
  order: OrderWithInvoice;
  lines: readonly MailOrderLine[];
}): EmailMessage {
  return renderEmail({
    to: order.email,
    subject: `Abbiamo ricevuto il tuo ordine ${order.number}`,
    preview: `Totale ${formatPrice(order.total)} · ${PAYMENT_METHOD.label(order.paymentMethod)}. ${WHAT_NEXT[order.paymentMethod]}`,
    greeting: greetingFor(order.firstName),
    blocks: [
      {
        kind: 'paragraph',
        text: [
          'grazie per aver scelto ',
          SHOP.name,
          '! Abbiamo ricevuto il tuo ordine ',
          { strong: order.number },
          ` del ${formatDateTime(order.createdAtMs)}. ${WHAT_NEXT[order.paymentMethod]}`,
        ],
      },
      ...orderButton(origin, order),
      { kind: 'heading', text: 'Il tuo ordine' },
      lineItems(lines, { guarantee: true }),
      totals(order),
      ...paymentInstructions(origin, order),
      ...deliveryAddress(order),
      ...raeeTakeBack(order),
      ...invoiceDetails(order),
      ...rightsAndGuarantee(origin),
    ],
    reason: REASON,
  });
}

/** A bank transfer has arrived: the order is paid and will be prepared. */
export function orderPaymentReceived({ origin, order }: OrderMail): EmailMessage {
  return renderEmail({
    to: order.email,
    subject: `Pagamento ricevuto per l'ordine ${order.number}`,
    preview: `Abbiamo ricevuto ${formatPrice(order.total)}: ora prepariamo i tuoi prodotti.`,
    greeting: greetingFor(order.firstName),
    blocks: [
      {
        kind: 'paragraph',
        text: [
          'abbiamo ricevuto il tuo pagamento di ',
          { strong: formatPrice(order.total) },
          " per l'ordine ",
          { strong: order.number },
          ': grazie!',
        ],
      },
      {
        kind: 'paragraph',
        text: 'Ora prepariamo i tuoi prodotti e ti scriviamo quando partono, con i dati per seguire la spedizione.',
      },
      ...orderButton(origin, order),
    ],
    reason: REASON,
  });
}

/**
 * The parcel has left. The order keeps only a tracking number: the courier's name and its tracking
 * page come from whoever ships it, when known.
 */
export function orderShipped({ origin, order, ...parcel }: OrderMail & Parcel): EmailMessage {
  return renderEmail({
    to: order.email,
    subject: `Il tuo ordine ${order.number} è in viaggio`,
    preview: parcel.carrier
      ? `Il pacco è partito con ${parcel.carrier}: ecco come seguirlo.`
      : 'Il pacco è partito: ecco come seguirlo.',
    greeting: greetingFor(order.firstName),
    blocks: [
      {
        kind: 'paragraph',
        text: ['buone notizie: il tuo ordine ', { strong: order.number }, ' è partito.'],
      },
      ...parcelBlocks(parcel, [
        {
          label: 'Destinazione',
          value: `${order.street}, ${order.postalCode} ${order.city} (${order.province})`,
        },
      ]),
      ...(order.paymentMethod === 'contrassegno'
        ? [
            {
              kind: 'note',
              text: [
                'Ricorda: paghi ',
                { strong: formatPrice(order.total) },
                ' al corriere alla consegna.',
              ],
            } as const,
          ]
        : []),
      {
        kind: 'paragraph',
        text: [
          'Trovi prodotti e stato anche sulla ',
          { link: "pagina dell'ordine", href: linkTo(origin, order) },
          '.',
        ],
      },
    ],
    reason: REASON,
  });
}

/** A "Ritiro in negozio" order is ready on the counter. */
export function orderReadyForPickup({ origin, order }: OrderMail): EmailMessage {
  return renderEmail({
    to: order.email,
    subject: `Il tuo ordine ${order.number} è pronto per il ritiro`,
    preview: `Ti aspettiamo in negozio entro il ${deadlineOf(order)}.`,
    greeting: greetingFor(order.firstName),
    blocks: [
      {
        kind: 'paragraph',
        text: [
          'il tuo ordine ',
          { strong: order.number },
          ' è pronto: puoi passare a ritirarlo in negozio. Paghi ',
          { strong: formatPrice(order.total) },
          ' al momento del ritiro.',
        ],
      },
      SHOP_VISIT,
      {
        kind: 'note',
        text: [
          'Ritiralo entro il ',
          { strong: deadlineOf(order) },
          ": dopo l'ordine viene annullato e i prodotti tornano in vendita.",
        ],
      },
      {
        kind: 'paragraph',
        text: "Al banco ti basta dirci il numero dell'ordine o mostrarci questa e-mail.",
      },
      ...orderButton(origin, order),
    ],
    reason: REASON,
  });
}

/**
 * The order is delivered: the 14 days to withdraw start, and the buyer is asked to review what
 * they bought through the order's signed review link (docs/product.md#recensioni).
 */
export function orderDelivered({
  origin,
  order,
  reviewToken,
}: OrderMail & { reviewToken: string }): EmailMessage {
  return renderEmail({
    to: order.email,
    subject: `Il tuo ordine ${order.number} è stato consegnato`,
    preview: 'Com’è andata? Raccontalo a chi sta per scegliere: la tua recensione è verificata.',
    greeting: greetingFor(order.firstName),
    blocks: [
      {
        kind: 'paragraph',
        text: ['il tuo ordine ', { strong: order.number }, ' risulta consegnato: grazie!'],
      },
      { kind: 'heading', text: 'Recensisci i prodotti acquistati' },
      {
        kind: 'paragraph',
        text: `Chi compra da noi può recensire ogni prodotto dell'ordine, una volta, entro ${REVIEW_LINK_DAYS} giorni dalla consegna. Leggiamo ogni recensione prima di pubblicarla, con l'etichetta «Recensione verificata» e la data dell'acquisto.`,
      },
      {
        kind: 'button',
        label: 'Scrivi una recensione',
        href: siteUrl(origin, reviewLinkPath(reviewToken)),
      },
      {
        kind: 'paragraph',
        text: [
          {
            link: 'Come raccogliamo e verifichiamo le recensioni',
            href: siteUrl(origin, ROUTES.reviewsInfo),
          },
          '.',
        ],
      },
      ...rightsAndGuarantee(origin),
      ...orderButton(origin, order),
    ],
    reason: REASON,
  });
}

function cancellation(
  { origin, order }: OrderMail,
  subject: string,
  reason: string | null,
  after: Block[],
): EmailMessage {
  return renderEmail({
    to: order.email,
    subject,
    preview: reason ?? `L'ordine ${order.number} è stato annullato.`,
    greeting: greetingFor(order.firstName),
    blocks: [
      {
        kind: 'paragraph',
        text: ["ti confermiamo che l'ordine ", { strong: order.number }, ' è stato annullato.'],
      },
      ...(reason ? [{ kind: 'note', text: ['Motivo: ', reason] } as const] : []),
      ...after,
      {
        kind: 'paragraph',
        text: [
          "Puoi rivedere l'ordine sulla ",
          { link: 'sua pagina', href: linkTo(origin, order) },
          '.',
        ],
      },
    ],
    reason: REASON,
  });
}

/** Staff cancelled the order; `reason` is the note they wrote, if any. */
export function orderCancelled(mail: OrderMail & { reason: string | null }): EmailMessage {
  return cancellation(mail, `Il tuo ordine ${mail.order.number} è stato annullato`, mail.reason, [
    {
      kind: 'paragraph',
      text: `Se avevi già pagato, ti rimborsiamo l'intero importo con un bonifico: per qualsiasi domanda scrivici all'indirizzo ${SHOP.email} o chiamaci al ${SHOP.phone}.`,
    },
  ]);
}

/**
 * The hourly job cancelled an order when its hold ran out: an unpaid transfer, an unshipped
 * cash-on-delivery order or an uncollected one. Only a transfer may have been paid meanwhile.
 */
export function orderExpired(mail: OrderMail): EmailMessage {
  return cancellation(
    mail,
    `Il tuo ordine ${mail.order.number} è scaduto ed è stato annullato`,
    expiryNote(mail.order.paymentMethod),
    [
      {
        kind: 'paragraph',
        text: [
          'I prodotti sono tornati in vendita: se li desideri ancora puoi ',
          { link: 'ordinarli di nuovo', href: siteUrl(mail.origin, ROUTES.shop) },
          mail.order.paymentMethod === 'bonifico'
            ? `. Se il bonifico è partito nel frattempo, scrivici all'indirizzo ${SHOP.email}: ti rimborsiamo l'intero importo.`
            : `. Non devi pagare nulla; per qualsiasi domanda scrivici all'indirizzo ${SHOP.email}.`,
        ],
      },
    ],
  );
}

/**
 * To the staff, a few days before an unshipped cash-on-delivery order is cancelled: only they can
 * ship it, or let it go (docs/product.md#orders).
 */
export function codStaffWarning({ origin, order }: OrderMail): EmailMessage {
  const deadline = deadlineOf(order);
  return renderEmail({
    to: SHOP.email,
    subject: `Contrassegno ${order.number} da spedire entro il ${deadline}`,
    preview: `Se non parte entro il ${deadline}, l'ordine viene annullato automaticamente.`,
    greeting: greetingFor(null),
    blocks: [
      {
        kind: 'paragraph',
        text: [
          "l'ordine ",
          { strong: order.number },
          ` in contrassegno di ${order.firstName} ${order.lastName} (${formatPrice(order.total)}), fatto il ${formatDateTime(order.createdAtMs)}, non è ancora stato spedito.`,
        ],
      },
      {
        kind: 'note',
        text: [
          'Se non è segnato come «Spedito» entro il ',
          { strong: deadline },
          ", viene annullato automaticamente: i prodotti tornano in vendita e il cliente riceve un'e-mail. Se l'ordine non ti convince (ad esempio il cliente non risponde al telefono), puoi lasciarlo scadere o annullarlo subito.",
        ],
      },
      {
        kind: 'button',
        label: "Apri l'ordine nell'area staff",
        href: siteUrl(origin, `${ROUTES.admin}?vista=ordini&id=${encodeURIComponent(order.id)}`),
      },
    ],
    reason: `Ricevi questa e-mail perché è l'indirizzo dello staff di ${SHOP.name}.`,
  });
}

/** A few days before an unpaid transfer's hold runs out. */
export function transferReminder({ origin, order }: OrderMail): EmailMessage {
  const deadline = deadlineOf(order);
  return renderEmail({
    to: order.email,
    subject: `Promemoria: il bonifico per l'ordine ${order.number}`,
    preview: `I tuoi prodotti restano riservati fino al ${deadline}.`,
    greeting: greetingFor(order.firstName),
    blocks: [
      {
        kind: 'paragraph',
        text: [
          "non abbiamo ancora ricevuto il bonifico per l'ordine ",
          { strong: order.number },
          '. I prodotti restano riservati per te fino al ',
          { strong: deadline },
          ": dopo l'ordine viene annullato e tornano in vendita.",
        ],
      },
      bankTransfer(order),
      {
        kind: 'paragraph',
        text: 'Se lo hai già fatto, grazie: un bonifico può impiegare uno o due giorni lavorativi ad arrivare, e non devi fare altro. Ti scriviamo appena lo riceviamo.',
      },
      ...orderButton(origin, order),
    ],
    reason: REASON,
  });
}

/** The answer to "send me my order's link again": it goes only to the order's own e-mail. */
export function orderLinkReminder({
  origin,
  order,
}: {
  origin: string;
  order: Pick<MailOrder, 'id' | 'number' | 'accessToken' | 'email' | 'firstName'>;
}): EmailMessage {
  return renderEmail({
    to: order.email,
    subject: `Il link al tuo ordine ${order.number}`,
    preview: 'Ecco il link che apre il tuo ordine da qualsiasi dispositivo.',
    greeting: greetingFor(order.firstName),
    blocks: [
      {
        kind: 'paragraph',
        text: ['ecco il link al tuo ordine ', { strong: order.number }, ', come ci hai chiesto.'],
      },
      ...orderButton(origin, order),
      {
        kind: 'paragraph',
        text: "Se non sei stato tu a chiederlo puoi ignorare questa e-mail: il link arriva solo a questo indirizzo, e il tuo ordine resta com'è.",
      },
    ],
    reason: `Ricevi questa e-mail perché qualcuno ha chiesto il link dell'ordine ${order.number} indicando questo indirizzo.`,
  });
}
