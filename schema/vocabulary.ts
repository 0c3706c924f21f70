/**
 * Every closed set both sides speak (states, payment methods, device kinds, roles), declared
 * once with its Italian labels. D1 stores a value as written here; GraphQL names it in capitals
 * (`in_attesa_di_pagamento` is `IN_ATTESA_DI_PAGAMENTO`). The enums of the API and the labels of
 * the client derive from these declarations. Kept apart from the table definitions so the
 * browser can use them without bundling drizzle. Rules: docs/product.md#vocabulary.
 */

export interface Vocabulary<V extends string> {
  /** The values as D1 stores them, in their natural order. */
  readonly values: readonly [V, ...V[]];
  readonly labels: Readonly<Record<V, string>>;
  /** The Italian label of a value, spelled as D1 stores it or as GraphQL names it. */
  label(value: V | Uppercase<V>): string;
  /** The GraphQL name of a stored value. */
  toApi(value: V): Uppercase<V>;
  /** The stored value of a GraphQL name. */
  fromApi(name: Uppercase<V>): V;
  /** Whether a free string is one of the stored values. */
  has(value: string): value is V;
  /** A free string (an address bar's, say) as one of the GraphQL names, or null. */
  apiValueOf(text: string | null | undefined): Uppercase<V> | null;
  /** The values as GraphQL names them, with their labels: what a select or a filter offers. */
  readonly options: readonly { value: Uppercase<V>; label: string }[];
}

/** A stored value of a vocabulary. */
type ValueOf<T> = T extends Vocabulary<infer V> ? V : never;
/** A value of a vocabulary as GraphQL names it. */
export type ApiValueOf<T> = Uppercase<ValueOf<T>>;

export function vocabulary<const V extends string>(labels: Record<V, string>): Vocabulary<V> {
  const values = Object.keys(labels) as [V, ...V[]];
  const byApiName = new Map(values.map((value) => [value.toUpperCase(), value]));
  const toApi = (value: V) => value.toUpperCase() as Uppercase<V>;
  const fromApi = (name: string) => byApiName.get(name) ?? (name as V);
  return {
    values,
    labels,
    label: (value) => labels[fromApi(value)],
    toApi,
    fromApi,
    has: (value): value is V => Object.hasOwn(labels, value),
    apiValueOf: (text) => {
      const value = text ? byApiName.get(text) : undefined;
      return value === undefined ? null : toApi(value);
    },
    options: values.map((value) => ({ value: toApi(value), label: labels[value] })),
  };
}

export const ORDER_STATUS = vocabulary({
  in_attesa_di_pagamento: 'In attesa di pagamento',
  pagato: 'Pagato',
  in_preparazione: 'In preparazione',
  spedito: 'Spedito',
  consegnato: 'Consegnato',
  annullato: 'Annullato',
});
export type OrderStatus = ValueOf<typeof ORDER_STATUS>;

/** Whether staff keep a product in the shop or archived it (docs/product.md#archived-products). */
export const PRODUCT_SALE_STATUS = vocabulary({
  in_vendita: 'In vendita',
  archiviato: 'Archiviato',
});
export type ProductSaleStatus = ValueOf<typeof PRODUCT_SALE_STATUS>;

/** What state a product is sold in (docs/product.md#condition-and-grades). */
export const PRODUCT_CONDITION = vocabulary({
  nuovo: 'Nuovo',
  ricondizionato: 'Ricondizionato',
  usato: 'Usato',
});
export type ProductCondition = ValueOf<typeof PRODUCT_CONDITION>;

/**
 * How a refurbished or used product looks and works, best first (docs/product.md#condition-and-grades).
 * "A+" cannot be a GraphQL name, so the stored value spells it out.
 */
export const PRODUCT_GRADE = vocabulary({
  a_plus: 'A+',
  a: 'A',
  b: 'B',
});
export type ProductGrade = ValueOf<typeof PRODUCT_GRADE>;

export const PAYMENT_METHOD = vocabulary({
  bonifico: 'Bonifico bancario',
  contrassegno: 'Contrassegno',
  ritiro: 'Ritiro in negozio',
  /** Paid on the provider's page, Stripe Checkout (docs/product.md#payments-online). */
  online: 'Carta, PayPal, Satispay o Klarna',
});
export type PaymentMethod = ValueOf<typeof PAYMENT_METHOD>;

/** Whom an invoice is made out to: a person (codice fiscale) or a business (partita IVA). */
export const INVOICE_KIND = vocabulary({
  privato: 'Privato',
  azienda: 'Azienda o professionista',
});
export type InvoiceKind = ValueOf<typeof INVOICE_KIND>;

/** The repair's states, in the order a repair usually goes through them. */
export const REPAIR_STATUS = vocabulary({
  ricevuto: 'Ricevuto',
  in_diagnosi: 'In diagnosi',
  preventivo_inviato: 'Preventivo inviato',
  in_riparazione: 'In riparazione',
  pronto_per_il_ritiro: 'Pronto per il ritiro',
  /** The customer declined the estimate of a device that came by courier: it goes back. */
  in_restituzione: 'In restituzione',
  spedito: 'Spedito',
  consegnato: 'Consegnato',
  annullato: 'Annullato',
});
export type RepairStatus = ValueOf<typeof REPAIR_STATUS>;

/** Where a repair's estimate stands (docs/product.md#estimates). */
export const ESTIMATE_STATUS = vocabulary({
  sent: 'In attesa di risposta',
  accepted: 'Accettato',
  declined: 'Rifiutato',
  replaced: 'Sostituito da un nuovo preventivo',
});
export type EstimateStatus = ValueOf<typeof ESTIMATE_STATUS>;

/** What a repair's online payment pays (docs/product.md#payments-online). */
export const REPAIR_PAYMENT_KIND = vocabulary({
  estimate: 'Preventivo accettato',
  diagnosis: 'Costo della diagnosi',
});
export type RepairPaymentKind = ValueOf<typeof REPAIR_PAYMENT_KIND>;

/** Where a repair's provider page stands: open, paid on the provider's word, closed unpaid. */
export const REPAIR_PAYMENT_STATUS = vocabulary({
  open: 'In attesa di pagamento',
  paid: 'Pagato',
  expired: 'Non pagato',
});

/** What a line of an estimate charges for. */
export const ESTIMATE_LINE_KIND = vocabulary({
  part: 'Ricambio',
  labour: 'Manodopera',
});
export type EstimateLineKind = ValueOf<typeof ESTIMATE_LINE_KIND>;

/** Where a quote request or a shipping form stands in the staff's hands. */
export const REQUEST_STATUS = vocabulary({
  nuova: 'Nuova',
  in_lavorazione: 'In lavorazione',
  convertita: 'Convertita in riparazione',
  archiviata: 'Archiviata',
});
export type RequestStatus = ValueOf<typeof REQUEST_STATUS>;

/** The two kinds of request customers send before a repair exists. */
export const REQUEST_KIND = vocabulary({
  preventivo: 'Richiesta di preventivo',
  spedizione: 'Modulo di spedizione',
});
export type RequestKind = ValueOf<typeof REQUEST_KIND>;

/** Where a repair came from: the counter, or one of the requests. */
export const REPAIR_SOURCE = vocabulary({
  banco: 'Al banco',
  preventivo: 'Da preventivo',
  spedizione: 'Da spedizione',
});
export type RepairSource = ValueOf<typeof REPAIR_SOURCE>;

/** The couriers the shop works with in Italy; their tracking rules: schema/rules/carriers.ts. */
export const CARRIER = vocabulary({
  brt: 'BRT',
  gls: 'GLS',
  sda: 'SDA',
  poste: 'Poste Italiane',
  dhl: 'DHL Express',
  ups: 'UPS',
  fedex: 'TNT / FedEx',
});
export type Carrier = ValueOf<typeof CARRIER>;

/** Which way a repair's parcel travels (docs/product.md#shipments). */
export const SHIPMENT_DIRECTION = vocabulary({
  andata: 'Verso il laboratorio',
  ritorno: 'Di ritorno al cliente',
});
export type ShipmentDirection = ValueOf<typeof SHIPMENT_DIRECTION>;

export const DEVICE_CATEGORY = vocabulary({
  smartphone: 'Smartphone',
  tablet: 'Tablet',
  computer: 'Computer o portatile',
  console: 'Console',
  smartwatch: 'Smartwatch',
  altro: 'Altro',
});
export type DeviceCategory = ValueOf<typeof DEVICE_CATEGORY>;

/** Where a withdrawal (recesso) from an order stands, in the order it goes (docs/product.md#withdrawal). */
export const RETURN_STATUS = vocabulary({
  richiesto: 'Reso richiesto',
  accettato: 'Reso accettato',
  ricevuto: 'Reso ricevuto',
  rimborsato: 'Rimborsato',
  rifiutato: 'Reso rifiutato',
});
export type ReturnStatus = ValueOf<typeof RETURN_STATUS>;

/**
 * Where a refund through the online payment provider stands (docs/product.md#payments-online): asked and
 * not yet settled, done, refused by the provider, or withdrawn.
 */
export const REFUND_STATUS = vocabulary({
  pending: 'Rimborso in corso',
  succeeded: 'Rimborsato',
  failed: 'Rimborso rifiutato',
  canceled: 'Rimborso annullato',
});
export type RefundStatus = ValueOf<typeof REFUND_STATUS>;

/** Where a buyer's review stands: staff read it before it is published (docs/product.md#recensioni). */
export const REVIEW_STATUS = vocabulary({
  in_attesa: 'Da verificare',
  pubblicata: 'Pubblicata',
  rifiutata: 'Rifiutata',
});
export type ReviewStatus = ValueOf<typeof REVIEW_STATUS>;

/**
 * Where an e-mail of the outbox stands (docs/product.md#e-mail). `throttled`: Email Service
 * refused it for a sending limit; it is sent again later, its attempts untouched. `withheld`: an
 * e-mail to an unconfirmed address past its inbox's budget, never sent unless the staff send it
 * (docs/product.md#unconfirmed-recipients).
 */
export const OUTBOX_STATUS = vocabulary({
  pending: 'In coda',
  sending: 'In invio',
  sent: 'Inviata',
  failed: 'Non inviata',
  throttled: 'In attesa: limite di invio raggiunto',
  withheld: 'Trattenuta: troppe e-mail a questo indirizzo',
});
export type OutboxStatus = ValueOf<typeof OUTBOX_STATUS>;

/**
 * Where a back-in-stock request stands, in the order it goes: `da_inviare` is set by the trigger
 * on products when the product is back, until its e-mail is written (docs/product.md#back-in-stock-alerts).
 */
export const STOCK_ALERT_STATUS = vocabulary({
  in_attesa_di_conferma: 'In attesa di conferma',
  in_attesa: 'In attesa',
  da_inviare: 'Da inviare',
  inviato: 'Inviato',
});
export type StockAlertStatus = ValueOf<typeof STOCK_ALERT_STATUS>;

/**
 * What an outside program may hear about through a webhook (docs/product.md#webhooks): the event's
 * name on the wire is this value with its first underscore a dot (`order_placed` is `order.placed`).
 */
export const WEBHOOK_EVENT = vocabulary({
  order_placed: 'Ordine ricevuto',
  order_paid: 'Ordine pagato',
  order_shipped: 'Ordine spedito',
  order_cancelled: 'Ordine annullato',
  return_requested: 'Reso richiesto',
  return_refunded: 'Reso rimborsato',
  repair_status_changed: 'Riparazione: cambio di stato',
  estimate_answered: 'Preventivo: risposta del cliente',
});
export type WebhookEvent = ValueOf<typeof WEBHOOK_EVENT>;

/**
 * Where one delivery of an event to one endpoint stands: `pending` waits for its next attempt,
 * `sending` is being attempted, `failed` ran out of attempts, `skipped` found its endpoint switched
 * off when its turn came.
 */
export const WEBHOOK_DELIVERY_STATUS = vocabulary({
  pending: 'In coda',
  sending: 'In invio',
  delivered: 'Consegnato',
  failed: 'Non consegnato',
  skipped: 'Non inviato: endpoint disattivato',
});
export type WebhookDeliveryStatus = ValueOf<typeof WEBHOOK_DELIVERY_STATUS>;

export const USER_ROLE = vocabulary({
  customer: 'Cliente',
  admin: 'Personale del negozio',
});

/**
 * Where a drop-off appointment at the lab stands (docs/product.md#appointments): booked until
 * cancelled, or until staff mark the customer came or did not.
 */
export const APPOINTMENT_STATUS = vocabulary({
  prenotato: 'Prenotato',
  annullato: 'Annullato',
  presentato: 'Dispositivo consegnato',
  non_presentato: 'Non presentato',
});
export type AppointmentStatus = ValueOf<typeof APPOINTMENT_STATUS>;
