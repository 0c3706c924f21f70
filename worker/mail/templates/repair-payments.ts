import { formatPrice } from '../../../schema/rules/money';
import { SHOP } from '../../../schema/shop';
import type { RepairPaymentKind } from '../../../schema/vocabulary';
import type { EmailMessage } from '../message';
import { greetingFor, renderEmail } from './layout';
import type { MailRepair } from './repairs';

const WHAT_PAID: Record<RepairPaymentKind, string> = {
  estimate: 'il preventivo della riparazione',
  diagnosis: 'il costo della diagnosi',
};

/** The provider took a repair's payment (docs/product.md#payments-online). */
export function repairPaymentReceived({
  repair,
  kind,
  amountCents,
  accessUrl,
}: {
  repair: MailRepair;
  kind: RepairPaymentKind;
  /** IVA included. */
  amountCents: number;
  /** /stato-riparazione#accesso=<signed token>. */
  accessUrl: string;
}): EmailMessage {
  return renderEmail({
    to: repair.email,
    subject: `Pagamento ricevuto per la riparazione ${repair.code}`,
    preview: `Abbiamo ricevuto ${formatPrice(amountCents)}: grazie!`,
    greeting: greetingFor(repair.customerName),
    blocks: [
      {
        kind: 'paragraph',
        text: [
          'abbiamo ricevuto il tuo pagamento di ',
          { strong: `${formatPrice(amountCents)} IVA inclusa` },
          ` per ${WHAT_PAID[kind]} `,
          { strong: repair.code },
          ` (${repair.device}): grazie!`,
        ],
      },
      { kind: 'button', label: 'Segui la riparazione', href: accessUrl },
      {
        kind: 'paragraph',
        text: 'Il pulsante apre la riparazione senza chiederti codice ed e-mail: non inoltrare questa e-mail a chi non deve vederla.',
      },
    ],
    reason: `Ricevi questa e-mail perché hai pagato online una riparazione del laboratorio di ${SHOP.name}.`,
  });
}
