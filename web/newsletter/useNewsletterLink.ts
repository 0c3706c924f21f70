import { useState } from 'react';
import type { OperationResult } from 'urql';
import { useSearchParams } from 'wouter';
import { NEWSLETTER_TOKEN_PARAM } from '../../schema/newsletter-links';
import { refusal } from '../ui/server-errors';

/** What pressing the link's button did; `final`: pressing again would change nothing. */
type Outcome = { ok: boolean; text: string; final: boolean };

/**
 * The token a newsletter e-mail's link carries and the one action it allows, taken only when
 * the visitor presses the button (docs/product.md#newsletter): what happened, or why not.
 */
export function useNewsletterLink<Data>(
  act: (token: string) => Promise<OperationResult<Data>>,
  done: (data: Data) => string,
) {
  const [params] = useSearchParams();
  const token = params.get(NEWSLETTER_TOKEN_PARAM);
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<Outcome | null>(null);

  const press = async (token: string) => {
    setBusy(true);
    const result = await act(token);
    setBusy(false);
    if (result.data) setOutcome({ ok: true, text: done(result.data), final: true });
    else if (result.error) {
      // A refused link (altered, expired, withdrawn) stays refused; a lost connection may be
      // tried again.
      const refused = result.error.graphQLErrors.some(
        (error) => error.extensions?.code === 'BAD_USER_INPUT',
      );
      setOutcome({ ok: false, text: refusal(result.error).message, final: refused });
    }
  };
  return { token, busy, outcome, press };
}
