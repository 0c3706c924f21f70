import { useState } from 'react';
import { useMutation } from 'urql';
import { ORDER_LINK_REQUEST_RULES } from '../../schema/rules/orders';
import { graphql } from '../graphql';
import { useForm } from '../ui/useForm';

const RequestOrderLinkMutation = graphql(`
  mutation RequestOrderLink($number: String!, $email: String!) {
    requestOrderLink(number: $number, email: $email)
  }
`);

/**
 * A guest asking for an order's link again (docs/product.md#orders): the Worker's one answer,
 * the same whether or not the pair exists, or its refusal shown by the form.
 */
export function useOrderLinkRequest() {
  const [sending, send] = useMutation(RequestOrderLinkMutation);
  const [answer, setAnswer] = useState<string | null>(null);
  const form = useForm({ number: '', email: '' }, () => ORDER_LINK_REQUEST_RULES);
  const submit = async () => {
    setAnswer(null);
    const result = await send({ number: form.values.number, email: form.values.email });
    if (result.data) setAnswer(result.data.requestOrderLink);
    return result;
  };
  return { form, answer, busy: sending.fetching, submit };
}
