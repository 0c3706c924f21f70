import type { ReactNode } from 'react';
import { formatDateTime } from '../../../schema/dates';
import { RETURN_STATUS } from '../../../schema/vocabulary';
import { Facts } from '../../admin/AdminList';
import { Price } from '../../ui/Price';
import type { StaffReturn } from './useReturnActions';

/** A return's facts for the staff: what comes back, why, the steps taken and by whom. */
export function ReturnFacts({ ret }: { ret: StaffReturn }) {
  return (
    <Facts
      rows={[
        ['Richiesto', formatDateTime(ret.requestedAt)],
        [
          'Prodotti',
          ret.lines.map((line) => `${line.quantity} di ${line.ordered} × ${line.name}`).join('\n'),
        ],
        ...(ret.reason ? [['Motivo', ret.reason] as [string, string]] : []),
        [
          'Passaggi',
          ret.steps
            .map(
              (step) =>
                `${RETURN_STATUS.label(step.status)}: ${formatDateTime(step.at)}${step.staffEmail ? ` (${step.staffEmail})` : ''}`,
            )
            .join('\n'),
        ],
        ...(ret.refundAmount !== null
          ? [['Rimborsato', <Price key="refund" cents={ret.refundAmount} />] as [string, ReactNode]]
          : []),
        ...(ret.refundNote ? [['Nota sul rimborso', ret.refundNote] as [string, string]] : []),
        ...(ret.refusalReason
          ? [['Motivo del rifiuto', ret.refusalReason] as [string, string]]
          : []),
      ]}
    />
  );
}
