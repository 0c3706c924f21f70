import { useState } from 'react';
import { orderLink } from '../../schema/order-link';
import { buttonStyles } from '../ui/buttons';
import { Icon } from '../ui/Icon';

const OUTCOME = {
  idle: '',
  copied: 'Link copiato: incollalo dove vuoi conservarlo.',
  failed: 'Non siamo riusciti a copiare il link. Riprova.',
} as const;

/**
 * The order's private link, to open it from another device without an account. It goes to the
 * clipboard and is never drawn, so a screenshot of the page does not give the order away.
 */
export function CopyOrderLink({ id, token }: { id: string; token: string }) {
  const [outcome, setOutcome] = useState<keyof typeof OUTCOME>('idle');
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(orderLink(window.location.origin, id, token));
      setOutcome('copied');
    } catch {
      setOutcome('failed');
    }
  };
  return (
    <div>
      <h2 className="mb-1 font-bold">Link dell'ordine</h2>
      <p className="text-slate-600">
        Apre l'ordine da qualsiasi dispositivo, senza accedere: condividilo solo con chi deve
        vederlo.
      </p>
      <button type="button" onClick={copy} className={`${buttonStyles.secondary} mt-3 w-full`}>
        <Icon name="clipboard" className="size-4" /> Copia il link
      </button>
      <p role="status" className="mt-2 text-slate-600">
        {OUTCOME[outcome]}
      </p>
    </div>
  );
}
