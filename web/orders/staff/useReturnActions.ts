import type { ResultOf } from 'gql.tada';
import { useRef, useState } from 'react';
import { useQuery } from 'urql';
import { useStaffAction } from '../../admin/useStaffAction';
import {
  AcceptMutation,
  ReceiveMutation,
  RefundMutation,
  RefuseMutation,
  RetryRefundMutation,
  ReturnsQuery,
} from './return-queries';

/** One return of an order, as the staff panel shows it. */
export type StaffReturn = NonNullable<
  ResultOf<typeof ReturnsQuery>['adminOrder']
>['returns'][number];

/**
 * An order's returns and the staff's steps on them (docs/product.md#withdrawal): accept, record
 * the goods received, refund, or refuse with a reason while the goods have not arrived. Every
 * step sends the state shown; the returns reload after a step or a CONFLICT.
 */
export function useReturnActions(orderId: string) {
  const [{ data }, reexecute] = useQuery({
    query: ReturnsQuery,
    variables: { id: orderId },
    requestPolicy: 'network-only',
  });
  const reload = () => reexecute({ requestPolicy: 'network-only' });
  const accepting = useStaffAction(AcceptMutation, reload);
  const receiving = useStaffAction(ReceiveMutation, reload);
  const refunding = useStaffAction(RefundMutation, reload);
  const refusing = useStaffAction(RefuseMutation, reload);
  const retrying = useStaffAction(RetryRefundMutation, reload);
  // The return whose refusal form is open; its button takes focus back on «Annulla».
  const [refusingId, setRefusingId] = useState<string | null>(null);
  const refuseButton = useRef<HTMLButtonElement>(null);

  /** The step after a request (accept) or an acceptance (goods received). */
  const step = (ret: StaffReturn) =>
    ret.status === 'RICHIESTO'
      ? accepting.run(
          { id: ret.id, from: ret.status },
          `Reso ${ret.number} accettato: il cliente ha le istruzioni per la spedizione.`,
        )
      : receiving.run(
          { id: ret.id, from: ret.status },
          `Reso ${ret.number}: prodotti ricevuti e rimessi a magazzino.`,
        );

  const refund = (ret: StaffReturn, amount: number, note: string | null) =>
    refunding.run(
      { id: ret.id, from: ret.status, amount, note },
      `Reso ${ret.number}: rimborso registrato.`,
    );

  /** «Riprova il rimborso»: a refund Stripe refused, asked again as a new attempt. */
  const retry = (ret: StaffReturn, refundId: string) =>
    retrying.run({ id: refundId }, `Reso ${ret.number}: rimborso chiesto di nuovo.`);

  /** Refuses; the form shows a refusal from the Worker, and closes once it went through. */
  const refuse = async (ret: StaffReturn, reason: string) => {
    const result = await refusing.send(
      { id: ret.id, from: ret.status, reason },
      `Reso ${ret.number} rifiutato: abbiamo scritto al cliente.`,
    );
    if (result && !result.error) setRefusingId(null);
    return result;
  };

  return {
    returns: data?.adminOrder?.returns ?? [],
    step,
    refund,
    retry,
    refuse,
    refusingId,
    refuseButton,
    toggleRefusal: (ret: StaffReturn) => setRefusingId(refusingId === ret.id ? null : ret.id),
    closeRefusal: () => {
      setRefusingId(null);
      refuseButton.current?.focus();
    },
    busy: {
      stepping: accepting.busy || receiving.busy || refusing.busy,
      refusing: refusing.busy,
      refunding: refunding.busy || retrying.busy,
    },
  };
}

export type ReturnActions = ReturnType<typeof useReturnActions>;
