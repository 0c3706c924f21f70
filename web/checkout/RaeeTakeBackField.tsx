import { useEffect, useMemo } from 'react';
import { useQuery } from 'urql';
import { ROUTES } from '../../schema/routes';
import type { CartLine } from '../../schema/rules/cart';
import { RAEE_TAKE_BACK_TITLE, raeeTakeBackNote } from '../../schema/rules/raee';
import { PAYMENT_METHOD } from '../../schema/vocabulary';
import { CartTotalsQuery, cartTotalsVariables } from '../cart/cart-totals-query';
import { CheckboxField } from '../ui/ChoiceFields';
import { CheckoutSection } from './CheckoutSection';

interface Props {
  lines: readonly CartLine[];
  paymentMethod: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
}

/**
 * The free take-back of an old device, offered only when the Worker says a line of the cart gives
 * the right to it (docs/product.md#ritiro-raee); the same cartTotals answer the order's totals
 * read, so it costs no request of its own. A cart that no longer qualifies drops the choice.
 */
export function RaeeTakeBackField({ lines, paymentMethod, checked, onChange }: Props) {
  const variables = useMemo(() => cartTotalsVariables(lines), [lines]);
  const [{ data }] = useQuery({ query: CartTotalsQuery, variables, pause: lines.length === 0 });
  const offered = data?.cartTotals.raeeTakeBackOffered;
  useEffect(() => {
    if (offered === false && checked) onChange(false);
  }, [offered, checked, onChange]);
  if (!offered) return null;
  const method = PAYMENT_METHOD.has(paymentMethod) ? paymentMethod : 'contrassegno';
  return (
    <CheckoutSection title="Ritiro dell’usato">
      <CheckboxField
        label={`${RAEE_TAKE_BACK_TITLE}: desidero consegnarvi un mio vecchio apparecchio equivalente`}
        name="raeeTakeBack"
        checked={checked}
        onChange={(event) => onChange(event.target.checked)}
      />
      <p className="mt-2 ml-8 text-sm text-slate-600">
        {raeeTakeBackNote(method)}{' '}
        <a
          href={`${ROUTES.salesTerms}#ritiro-raee`}
          target="_blank"
          rel="noopener"
          className="text-brand-700 underline"
        >
          Come funziona
          <span className="sr-only"> il ritiro dell’usato (si apre in una nuova scheda)</span>
        </a>
      </p>
    </CheckoutSection>
  );
}
