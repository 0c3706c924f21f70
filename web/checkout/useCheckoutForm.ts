import { type ComponentProps, useCallback, useMemo, useState } from 'react';
import { CHECKOUT_RULES, type CheckoutFields } from '../../schema/rules/checkout';
import { GUEST_COD_UNITS_MESSAGE, overGuestCodUnits } from '../../schema/rules/order-limits';
import { validateForm } from '../../schema/rules/validation';
import { useAuth } from '../account/auth';
import { useNavigate } from '../app/location';
import { useCart } from '../cart/cart-store';
import { useForm } from '../ui/useForm';
import { EMPTY_CHECKOUT, readDraft, saveDraft } from './checkout-draft';
import { loadedInvoiceCheck } from './invoice-on-demand';
import type { SavedAddressPicker } from './SavedAddressPicker';

/**
 * The checkout's rules, the invoice's when one is wanted (sent before they load, it waits), and
 * the units a guest may pay on delivery, which the Worker checks again (docs/product.md#checkout).
 */
const checkoutCheck = (lines: readonly { quantity: number }[], verifiedBuyer: boolean) => ({
  errorsOf: (fields: CheckoutFields) => ({
    ...(overGuestCodUnits(fields.paymentMethod, lines, verifiedBuyer)
      ? { paymentMethod: GUEST_COD_UNITS_MESSAGE }
      : {}),
    ...validateForm(fields, CHECKOUT_RULES),
    ...(fields.wantsInvoice
      ? (loadedInvoiceCheck()?.(fields) ?? {
          invoiceKind: 'Attendi il caricamento dei campi della fattura.',
        })
      : {}),
  }),
});

/** A saved address as the picker hands it over, with the e-mail it was saved with. */
type PickedAddress = Parameters<ComponentProps<typeof SavedAddressPicker>['onPick']>[0];

/**
 * The checkout form: the cart it is for, the draft it starts from (back from the summary), the
 * rules it is judged by, a saved address filling it in, and on to the summary once valid.
 */
export function useCheckoutForm() {
  const { lines } = useCart();
  const { isAuthenticated, user } = useAuth();
  const navigate = useNavigate();
  const [draft] = useState(readDraft);
  const verifiedBuyer = user?.emailVerified === true;
  const check = useMemo(() => checkoutCheck(lines, verifiedBuyer), [lines, verifiedBuyer]);
  const form = useForm<CheckoutFields>(draft?.fields ?? EMPTY_CHECKOUT, check);
  const { setValue } = form;
  const chooseTakeBack = useCallback(
    (checked: boolean) => setValue('raeeTakeBack', checked),
    [setValue],
  );

  const pickSaved = ({ email, ...address }: PickedAddress) => {
    for (const [name, value] of Object.entries(address)) {
      if (name in EMPTY_CHECKOUT) form.setValue(name as keyof CheckoutFields, value as never);
    }
    if (email && !form.values.email) form.setValue('email', email);
  };

  const onSubmit = form.onSubmit(() => {
    saveDraft(form.values);
    void navigate('/order-summaries');
  });

  return {
    lines,
    form,
    isAuthenticated,
    /** A draft means the buyer is back from the summary: a saved address must not overwrite it. */
    prefillSaved: !draft,
    pickSaved,
    chooseTakeBack,
    onSubmit,
  };
}

export type CheckoutForm = ReturnType<typeof useCheckoutForm>['form'];
