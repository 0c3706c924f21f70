import { useState } from 'react';
import { useMutation } from 'urql';
import { withdrawalStatement } from '../../schema/rules/withdrawal';
import { refusal } from '../ui/server-errors';
import { useOneAtATime } from '../ui/useOneAtATime';
import type { Withdrawal, WithdrawalOrder } from './useWithdrawal';
import { RequestMutation } from './withdrawal-queries';

/**
 * The withdrawal form's state (Allegato I, parte B): units chosen per line, who withdraws and
 * where they live (prefilled from the order), why, the statement as it will be sent, and the
 * Worker's refusal shown in place. It is sent once: a second press while `sending` sends nothing.
 */
export function useWithdrawalForm(
  order: WithdrawalOrder,
  withdrawal: Withdrawal,
  token: string | null,
  onSent: () => void,
) {
  const address = order.shippingAddress;
  const [counts, setCounts] = useState<Record<number, number>>({});
  const [name, setName] = useState(`${order.firstName} ${order.lastName}`);
  const [home, setHome] = useState(
    `${address.street}, ${address.postalCode} ${address.city} (${address.province})`,
  );
  const [reason, setReason] = useState('');
  const [, send] = useMutation(RequestMutation);
  const sending = useOneAtATime();
  const [error, setError] = useState<ReturnType<typeof refusal> | null>(null);
  const chosen = withdrawal.returnable
    .map((line) => ({ ...line, quantity: counts[line.position] ?? 0 }))
    .filter((line) => line.quantity > 0);
  const statement = withdrawalStatement({
    orderNumber: order.number,
    orderedAt: Date.parse(order.createdAt),
    deliveredAt: Date.parse(withdrawal.deliveredAt),
    lines: chosen,
    name,
    address: home,
    date: Date.now(),
  });

  const submit = () =>
    sending.once(async () => {
      const result = await send({
        id: order.id,
        token,
        input: {
          lines: chosen.map(({ position, quantity }) => ({ position, quantity })),
          name,
          address: home,
          reason: reason.trim() || null,
        },
      });
      if (result.error) setError(refusal(result.error));
      else onSent();
    });

  return {
    counts,
    setCount: (position: number, count: number) => setCounts({ ...counts, [position]: count }),
    name,
    setName,
    home,
    setHome,
    reason,
    setReason,
    error,
    statement,
    submit,
    sending: sending.busy,
    canSend: !sending.busy && chosen.length > 0,
  };
}
