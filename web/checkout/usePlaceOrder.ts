import { useState } from 'react';
import { useMutation } from 'urql';
import type { CartLine } from '../../schema/rules/cart';
import type { CheckoutFields } from '../../schema/rules/checkout';
import { INVOICE_KIND, PAYMENT_METHOD, type PaymentMethod } from '../../schema/vocabulary';
import { useAuth } from '../account/auth';
import { useNavigate } from '../app/location';
import { cart, useCart } from '../cart/cart-store';
import { graphql } from '../graphql';
import { rememberGuestOrder } from '../orders/guest-orders';
import { useOneAtATime } from '../ui/useOneAtATime';
import { clearDraft, readDraft } from './checkout-draft';
import { asPaymentMethod } from './payment-methods';

const PlaceOrderMutation = graphql(`
  mutation PlaceOrder($input: PlaceOrderInput!, $idempotencyKey: String!) {
    placeOrder(input: $input, idempotencyKey: $idempotencyKey) {
      accessToken
      paymentUrl
      order {
        id
        number
      }
    }
  }
`);

/** The invoice input of the checkout's fields: null without one. */
function invoiceInput(fields: CheckoutFields) {
  if (!fields.wantsInvoice) return null;
  const kind = INVOICE_KIND.has(fields.invoiceKind) ? fields.invoiceKind : 'privato';
  return {
    kind: INVOICE_KIND.toApi(kind),
    taxCode: fields.invoiceTaxCode,
    companyName: kind === 'azienda' ? fields.invoiceCompany : null,
    sdiCode: fields.invoiceSdiCode || null,
    pec: fields.invoicePec || null,
    billingAddress: fields.billingDifferent
      ? {
          street: fields.billingStreet,
          postalCode: fields.billingPostalCode,
          city: fields.billingCity,
          province: fields.billingProvince,
        }
      : null,
  };
}

/** The order the Worker is asked to place: the checkout's fields and the cart's lines. */
function placeOrderInput(
  fields: CheckoutFields,
  method: PaymentMethod,
  lines: readonly CartLine[],
) {
  return {
    email: fields.email,
    firstName: fields.firstName,
    lastName: fields.lastName,
    phone: fields.phone,
    shippingAddress: {
      street: fields.street,
      postalCode: fields.postalCode,
      city: fields.city,
      province: fields.province,
    },
    invoice: invoiceInput(fields),
    paymentMethod: PAYMENT_METHOD.toApi(method),
    notes: fields.notes || null,
    raeeTakeBack: fields.raeeTakeBack,
    acceptTerms: fields.acceptTerms,
    lines: lines.map((line) => ({
      productId: String(line.id),
      quantity: line.quantity,
      color: line.selectedColor,
      size: line.selectedSize,
    })),
  };
}

/**
 * The summary's order: the draft the checkout saved and the cart, and placing it once with the
 * draft's idempotency key. A refusal's Italian message, or a connection problem, shows as
 * `problem` and changes nothing; a placed order empties the cart and opens its page, or the
 * provider's page first when it is paid online.
 */
export function usePlaceOrder() {
  const { lines } = useCart();
  const uid = useAuth().user?.uid;
  const navigate = useNavigate();
  const [draft] = useState(readDraft);
  const [, placeOrder] = useMutation(PlaceOrderMutation);
  const placing = useOneAtATime();
  const [problem, setProblem] = useState<string | null>(null);
  const method = draft ? asPaymentMethod(draft.fields.paymentMethod) : null;

  const place = async () => {
    if (!draft || !method) return;
    setProblem(null);
    const result = await placeOrder({
      idempotencyKey: draft.idempotencyKey,
      input: placeOrderInput(draft.fields, method, lines),
    });
    const placed = result.data?.placeOrder;
    if (placed) {
      rememberGuestOrder({
        id: placed.order.id,
        token: placed.accessToken,
        number: placed.order.number,
        uid,
      });
      cart.clear();
      clearDraft();
      // An online payment goes on at the provider's page, which brings the buyer back to the order.
      if (placed.paymentUrl) {
        window.location.assign(placed.paymentUrl);
        return;
      }
      void navigate(`/order/${placed.order.id}`, { state: { justPlaced: true } });
      return;
    }
    const error = result.error?.graphQLErrors[0];
    setProblem(
      error?.extensions.code === 'INTERNAL_SERVER_ERROR' || !error
        ? 'Non siamo riusciti a inviare l’ordine. Controlla la connessione e riprova: non verrà duplicato.'
        : error.message,
    );
  };

  // A second press while placing sends nothing: the key would only bring back the same order.
  const confirm = () => placing.once(place);
  return { lines, draft, method, problem, placing: placing.busy, confirm };
}
