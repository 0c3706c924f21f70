import { formatDate } from '../../../schema/dates';
import type {
  QuoteRequestRow,
  RepairEstimateRow,
  RepairRow,
  ShippingFormRow,
} from '../../../schema/db/repairs';
import { ROUTES } from '../../../schema/routes';
import { declinedRepairStatus } from '../../../schema/rules/estimates';
import { formatPrice, TAX_RATE_PERCENT } from '../../../schema/rules/money';
import { REPAIR_STATUS_HINTS } from '../../../schema/rules/repairs';
import { SHOP, SHOP_ADDRESS_LINE } from '../../../schema/shop';
import {
  DEVICE_CATEGORY,
  ESTIMATE_LINE_KIND,
  REPAIR_STATUS,
  type RepairStatus,
} from '../../../schema/vocabulary';
import type { EmailMessage } from '../message';
import { siteUrl } from './escape';
import { type Block, greetingFor, renderEmail } from './layout';
import { type Parcel, parcelBlocks, SHOP_VISIT } from './shop-blocks';

/** The shop's own /stato-riparazione page, opened on this code: the customer adds their e-mail. */
function statusLink(origin: string, code: string): string {
  return siteUrl(origin, `${ROUTES.repairStatus}?${new URLSearchParams({ code })}`);
}

const REPAIR_REASON = `Ricevi questa e-mail perché hai affidato un dispositivo al laboratorio di ${SHOP.name} con questo indirizzo.`;

/**
 * What the e-mail reads of a quote request: all the outbox keeps of it. None of the text the
 * sender typed: whoever fills the form chooses the address, so an acknowledgement that echoed the
 * name or the problem would carry a stranger's words to anyone (docs/product.md#quote-requests).
 */
export const MAIL_QUOTE_REQUEST_FIELDS = [
  'number',
  'email',
  'deviceCategory',
] as const satisfies readonly (keyof QuoteRequestRow)[];

/** A quote request from /preventivo has arrived: what and its number, and what happens now. */
export function quoteRequestReceived({
  origin,
  request,
}: {
  origin: string;
  request: Pick<QuoteRequestRow, (typeof MAIL_QUOTE_REQUEST_FIELDS)[number]>;
}): EmailMessage {
  return renderEmail({
    to: request.email,
    subject: `Richiesta di preventivo ${request.number} ricevuta`,
    preview: 'Entro un giorno lavorativo ti mandiamo il preventivo, gratuito e senza impegno.',
    greeting: greetingFor(null),
    blocks: [
      {
        kind: 'paragraph',
        text: [
          'abbiamo ricevuto la tua richiesta di preventivo per la riparazione di un dispositivo (',
          { strong: DEVICE_CATEGORY.label(request.deviceCategory).toLowerCase() },
          '). Citaci questo numero se ci contatti.',
        ],
      },
      { kind: 'code', label: 'Numero della richiesta', value: request.number },
      { kind: 'heading', text: 'Cosa succede ora' },
      {
        kind: 'steps',
        steps: [
          'Un tecnico legge la tua richiesta; se gli serve qualche dettaglio ti chiama al numero che ci hai lasciato.',
          'Entro un giorno lavorativo ti scriviamo il preventivo con costi e tempi: è gratuito e senza impegno.',
          [
            `Se lo accetti, porti il dispositivo in negozio, in ${SHOP.address.street} a ${SHOP.address.city}, oppure ce lo spedisci con il `,
            { link: 'modulo di spedizione', href: siteUrl(origin, ROUTES.shippingForm) },
            '.',
          ],
        ],
      },
      {
        kind: 'paragraph',
        text: `Non hai chiesto tu un preventivo? Ignora questa e-mail, oppure scrivici a ${SHOP.email}: la richiesta viene cancellata.`,
      },
    ],
    reason: `Ricevi questa e-mail perché questo indirizzo è stato inserito nel modulo di richiesta preventivo di ${SHOP.name}.`,
  });
}

/**
 * What the e-mail reads of a shipping form: all the outbox keeps of it. None of the text the
 * sender typed, for the same reason as the quote request's.
 */
export const MAIL_SHIPPING_FORM_FIELDS = [
  'number',
  'email',
] as const satisfies readonly (keyof ShippingFormRow)[];

/**
 * A shipping form from /modulo-spedizione has arrived. `sheetUrl` reopens its printable sheet
 * from any device; the unlock code never travels by e-mail.
 */
export function shippingFormReceived({
  origin,
  form,
  sheetUrl,
}: {
  origin: string;
  form: Pick<ShippingFormRow, (typeof MAIL_SHIPPING_FORM_FIELDS)[number]>;
  sheetUrl: string;
}): EmailMessage {
  return renderEmail({
    to: form.email,
    subject: `Modulo di spedizione ${form.number} ricevuto`,
    preview: 'Stampa il foglio, mettilo nel pacco e spedisci il dispositivo al nostro laboratorio.',
    greeting: greetingFor(null),
    blocks: [
      {
        kind: 'paragraph',
        text: 'abbiamo ricevuto il tuo modulo di spedizione per una riparazione. Ecco come spedirci il dispositivo.',
      },
      { kind: 'code', label: 'Numero del modulo', value: form.number },
      {
        kind: 'steps',
        steps: [
          `Stampa il foglio di spedizione e mettilo nella scatola insieme al dispositivo; scrivi il numero ${form.number} anche all'esterno del pacco.`,
          [
            'Imballa il dispositivo come spiega il ',
            { link: 'regolamento spedizioni', href: siteUrl(origin, ROUTES.shippingRules) },
            ': spento, senza SIM né accessori, ben protetto. Le batterie gonfie non si spediscono: portale in negozio.',
          ],
          'Spediscilo con un corriere tracciato e assicurato a questo indirizzo:',
        ],
      },
      {
        kind: 'facts',
        facts: [
          { label: 'Destinatario', value: `${SHOP.legalName} – Laboratorio riparazioni` },
          { label: 'Indirizzo', value: SHOP_ADDRESS_LINE },
          { label: 'Telefono', value: SHOP.phone },
        ],
      },
      { kind: 'button', label: 'Apri il foglio di spedizione', href: sheetUrl },
      {
        kind: 'paragraph',
        text: 'Il foglio si apre da qualsiasi dispositivo, pronto da stampare. Quando il pacco arriva ti scriviamo con il codice della riparazione e il link per seguirla.',
      },
    ],
    reason: `Ricevi questa e-mail perché questo indirizzo è stato inserito nel modulo di spedizione di ${SHOP.name}. Se non sei stato tu, ignorala.`,
  });
}

/**
 * What the repair e-mails read of a repair row, and the declined estimate's `source`: all the
 * outbox keeps of it.
 */
export const MAIL_REPAIR_FIELDS = [
  'code',
  'customerName',
  'email',
  'device',
  'source',
] as const satisfies readonly (keyof RepairRow)[];

/** What the repair e-mails read of a repair row. */
export type MailRepair = Pick<RepairRow, Exclude<(typeof MAIL_REPAIR_FIELDS)[number], 'source'>>;

function followButton(origin: string, repair: MailRepair): Block[] {
  return [
    { kind: 'button', label: 'Segui la riparazione', href: statusLink(origin, repair.code) },
    {
      kind: 'paragraph',
      text: [
        "Per aprirla ti chiediamo il codice e l'indirizzo e-mail che ci hai lasciato: ",
        { strong: repair.email },
        '.',
      ],
    },
  ];
}

/** The repair exists: its RIP code, which with the e-mail opens its status page. */
export function repairOpened({
  origin,
  repair,
}: {
  origin: string;
  repair: MailRepair;
}): EmailMessage {
  return renderEmail({
    to: repair.email,
    subject: `Riparazione ${repair.code} aperta`,
    preview: `Il tuo ${repair.device} è in laboratorio: ecco il codice per seguire la riparazione.`,
    greeting: greetingFor(repair.customerName),
    blocks: [
      {
        kind: 'paragraph',
        text: [
          'il tuo ',
          { strong: repair.device },
          ' è nel nostro laboratorio e abbiamo aperto la sua riparazione. Conserva questo codice: serve per seguirla e per la garanzia.',
        ],
      },
      { kind: 'code', label: 'Codice riparazione', value: repair.code },
      { kind: 'note', text: REPAIR_STATUS_HINTS.ricevuto },
      ...followButton(origin, repair),
      {
        kind: 'paragraph',
        text: 'Ti scriviamo a ogni passo: quando il tecnico ha fatto la diagnosi, con il preventivo, e quando il dispositivo è pronto. Ogni riparazione è garantita 12 mesi, su ricambio e manodopera.',
      },
    ],
    reason: REPAIR_REASON,
  });
}

const SUBJECTS: Partial<Record<RepairStatus, (code: string) => string>> = {
  pronto_per_il_ritiro: (code) => `Riparazione ${code}: il dispositivo è pronto per il ritiro`,
  spedito: (code) => `Riparazione ${code}: il dispositivo è in viaggio verso di te`,
  consegnato: (code) => `Riparazione ${code} consegnata: grazie!`,
  annullato: (code) => `Riparazione ${code} annullata`,
};

/** What a state adds beyond its hint: where and when to collect, how to follow the parcel. */
function statusDetails(status: RepairStatus, repair: MailRepair, parcel: Parcel): Block[] {
  if (status === 'pronto_per_il_ritiro') {
    return [
      { kind: 'heading', text: 'Dove e quando' },
      SHOP_VISIT,
      {
        kind: 'paragraph',
        text: ['Al banco ti basta dirci il codice ', { strong: repair.code }, '.'],
      },
    ];
  }
  return status === 'spedito' ? parcelBlocks(parcel) : [];
}

/**
 * The repair changed state (staff may add a note, which the customer reads here and on the
 * status page). Ready for pickup adds where and when; shipped back adds the parcel, when known.
 */
export function repairStatusChanged({
  origin,
  repair,
  status,
  note,
  ...parcel
}: {
  origin: string;
  repair: MailRepair;
  status: RepairStatus;
  note: string | null;
} & Parcel): EmailMessage {
  const label = REPAIR_STATUS.label(status);
  return renderEmail({
    to: repair.email,
    subject:
      SUBJECTS[status]?.(repair.code) ?? `Riparazione ${repair.code}: ${label.toLowerCase()}`,
    preview: REPAIR_STATUS_HINTS[status],
    greeting: greetingFor(repair.customerName),
    blocks: [
      {
        kind: 'paragraph',
        text: [
          'ci sono novità sulla riparazione ',
          { strong: repair.code },
          ` del tuo ${repair.device}. Il suo stato ora è `,
          { strong: `«${label}»` },
          '.',
        ],
      },
      { kind: 'note', text: REPAIR_STATUS_HINTS[status] },
      ...(note
        ? [
            { kind: 'heading', text: 'Il messaggio del laboratorio' } as const,
            { kind: 'paragraph', text: note } as const,
          ]
        : []),
      ...statusDetails(status, repair, parcel),
      ...followButton(origin, repair),
    ],
    reason: REPAIR_REASON,
  });
}

/** What the estimate e-mails read of an estimate: all the outbox keeps of it. */
export const MAIL_ESTIMATE_FIELDS = [
  'lines',
  'subtotalCents',
  'vatCents',
  'totalCents',
  'diagnosisFeeCents',
  'estimatedDays',
  'validUntilMs',
  'note',
] as const satisfies readonly (keyof RepairEstimateRow)[];

type MailEstimate = Pick<RepairEstimateRow, (typeof MAIL_ESTIMATE_FIELDS)[number]>;

/** The estimate e-mails' link: the repair's status page, opened without code or e-mail. */
interface EstimateMail {
  repair: MailRepair;
  estimate: MailEstimate;
  /** /stato-riparazione#accesso=<signed token> (schema/repair-access-link.ts). */
  accessUrl: string;
}

/** The lines and totals; while it waits for an answer, also until when and the diagnosis fee. */
function estimateBlocks(estimate: MailEstimate, open: boolean): Block[] {
  return [
    {
      kind: 'items',
      items: estimate.lines.map((line) => ({
        title: line.description,
        details: [ESTIMATE_LINE_KIND.label(line.kind)],
        amount: `${formatPrice(line.amount)} + IVA`,
      })),
    },
    {
      kind: 'totals',
      rows: [
        { label: 'Subtotale', value: formatPrice(estimate.subtotalCents) },
        { label: `IVA ${TAX_RATE_PERCENT}%`, value: formatPrice(estimate.vatCents) },
        { label: 'Totale', value: formatPrice(estimate.totalCents) },
      ],
    },
    {
      kind: 'facts',
      facts: [
        {
          label: 'Tempi stimati',
          value: `${estimate.estimatedDays} ${estimate.estimatedDays === 1 ? 'giorno lavorativo' : 'giorni lavorativi'} dall'accettazione`,
        },
        ...(open ? [{ label: 'Valido fino al', value: formatDate(estimate.validUntilMs) }] : []),
        ...(open && estimate.diagnosisFeeCents
          ? [
              {
                label: 'Se rifiuti',
                value: `costo della diagnosi ${formatPrice(estimate.diagnosisFeeCents)} + IVA`,
              },
            ]
          : []),
      ],
    },
    ...(open && estimate.note
      ? [
          { kind: 'heading', text: 'Il messaggio del laboratorio' } as const,
          { kind: 'paragraph', text: estimate.note } as const,
        ]
      : []),
  ];
}

function answerButton({ accessUrl }: EstimateMail, label: string): Block[] {
  return [
    { kind: 'button', label, href: accessUrl },
    {
      kind: 'paragraph',
      text: 'Il pulsante apre la riparazione senza chiederti codice ed e-mail: non inoltrare questa e-mail a chi non deve vederla.',
    },
  ];
}

/** Staff sent an estimate: its lines and totals, how long it holds, and the way to answer. */
export function repairEstimateSent(mail: EstimateMail): EmailMessage {
  const { repair, estimate } = mail;
  return renderEmail({
    to: repair.email,
    subject: `Riparazione ${repair.code}: il preventivo è pronto`,
    preview: `Totale ${formatPrice(estimate.totalCents)} IVA inclusa: accettalo o rifiutalo con un clic entro il ${formatDate(estimate.validUntilMs)}.`,
    greeting: greetingFor(repair.customerName),
    blocks: [
      {
        kind: 'paragraph',
        text: [
          'abbiamo fatto la diagnosi del tuo ',
          { strong: repair.device },
          ' (riparazione ',
          { strong: repair.code },
          '). Ecco il preventivo: procediamo solo con la tua conferma.',
        ],
      },
      ...estimateBlocks(estimate, true),
      ...answerButton(mail, 'Accetta o rifiuta il preventivo'),
    ],
    reason: REPAIR_REASON,
  });
}

/** The customer accepted: the repair starts. */
export function repairEstimateAccepted(mail: EstimateMail): EmailMessage {
  const { repair, estimate } = mail;
  return renderEmail({
    to: repair.email,
    subject: `Riparazione ${repair.code}: preventivo accettato`,
    preview: `Grazie: iniziamo la riparazione, ci vorranno circa ${estimate.estimatedDays} giorni lavorativi.`,
    greeting: greetingFor(repair.customerName),
    blocks: [
      {
        kind: 'paragraph',
        text: [
          'hai accettato il preventivo di ',
          { strong: `${formatPrice(estimate.totalCents)} IVA inclusa` },
          ` per il tuo ${repair.device}: iniziamo la riparazione e ti scriviamo appena è pronta.`,
        ],
      },
      { kind: 'note', text: REPAIR_STATUS_HINTS.in_riparazione },
      ...estimateBlocks(estimate, false),
      ...answerButton(mail, 'Segui la riparazione'),
    ],
    reason: REPAIR_REASON,
  });
}

/** The customer declined: the device comes back, by courier or at the counter. */
export function repairEstimateDeclined(
  mail: EstimateMail & {
    repair: MailRepair & Pick<RepairRow, (typeof MAIL_REPAIR_FIELDS)[number]>;
  },
): EmailMessage {
  const { repair, estimate } = mail;
  const back = declinedRepairStatus(repair.source);
  const fee = estimate.diagnosisFeeCents;
  return renderEmail({
    to: repair.email,
    subject: `Riparazione ${repair.code}: preventivo rifiutato`,
    preview:
      back === 'in_restituzione'
        ? 'Non ripariamo il dispositivo: te lo rispediamo.'
        : 'Non ripariamo il dispositivo: puoi passare a ritirarlo.',
    greeting: greetingFor(repair.customerName),
    blocks: [
      {
        kind: 'paragraph',
        text: [
          'hai rifiutato il preventivo per il tuo ',
          { strong: repair.device },
          ' (riparazione ',
          { strong: repair.code },
          '): non lo ripariamo.',
        ],
      },
      {
        kind: 'note',
        text:
          back === 'in_restituzione'
            ? REPAIR_STATUS_HINTS.in_restituzione
            : 'Il dispositivo ti aspetta in negozio: passa a ritirarlo quando vuoi.',
      },
      ...(fee
        ? [
            {
              kind: 'paragraph',
              text: `Come indicato nel preventivo, la diagnosi costa ${formatPrice(fee)} + IVA.`,
            } as const,
          ]
        : []),
      ...(back === 'in_restituzione'
        ? []
        : [{ kind: 'heading', text: 'Dove e quando' } as const, SHOP_VISIT]),
      ...answerButton(mail, 'Segui la riparazione'),
    ],
    reason: REPAIR_REASON,
  });
}

/** The estimate runs out within two days and has no answer yet: one reminder. */
export function repairEstimateReminder(mail: EstimateMail): EmailMessage {
  const { repair, estimate } = mail;
  const until = formatDate(estimate.validUntilMs);
  return renderEmail({
    to: repair.email,
    subject: `Riparazione ${repair.code}: il preventivo scade il ${until}`,
    preview: `Aspettiamo la tua risposta al preventivo di ${formatPrice(estimate.totalCents)} IVA inclusa.`,
    greeting: greetingFor(repair.customerName),
    blocks: [
      {
        kind: 'paragraph',
        text: [
          'ti ricordiamo che il preventivo per il tuo ',
          { strong: repair.device },
          ' (riparazione ',
          { strong: repair.code },
          ') aspetta ancora la tua risposta e scade il ',
          { strong: until },
          '.',
        ],
      },
      ...estimateBlocks(estimate, true),
      ...answerButton(mail, 'Accetta o rifiuta il preventivo'),
    ],
    reason: REPAIR_REASON,
  });
}
