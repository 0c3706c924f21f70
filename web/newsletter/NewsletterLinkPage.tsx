import { useState } from 'react';
import type { OperationResult } from 'urql';
import { Link, useSearchParams } from 'wouter';
import { NEWSLETTER_TOKEN_PARAM } from '../../schema/newsletter-links';
import type { PageHead } from '../../schema/seo';
import { buttonStyles } from '../ui/buttons';
import { Container } from '../ui/Container';
import { FormAlert } from '../ui/FormAlert';
import { PageHeader } from '../ui/PageHeader';
import { PageMeta } from '../ui/PageMeta';
import { refusal } from '../ui/server-errors';

/**
 * A page a newsletter e-mail's link opens (a back-in-stock confirmation too). It acts only when
 * its button is pressed: mail scanners open every link in an e-mail, and that alone must neither
 * confirm nor unsubscribe anyone.
 */
export function NewsletterLinkPage<Data>({
  head,
  eyebrow = 'Newsletter',
  intro,
  action,
  act,
  done,
}: {
  head: PageHead;
  eyebrow?: string;
  intro: string;
  /** The button's label, which says what pressing it does. */
  action: string;
  /** Sends the link's token to the Worker. */
  act: (token: string) => Promise<OperationResult<Data>>;
  /** What happened, said to the visitor. */
  done: (data: Data) => string;
}) {
  const [params] = useSearchParams();
  const token = params.get(NEWSLETTER_TOKEN_PARAM);
  const [busy, setBusy] = useState(false);
  /** `final`: pressing again would change nothing (done, or the link itself is refused). */
  const [outcome, setOutcome] = useState<{ ok: boolean; text: string; final: boolean } | null>(
    null,
  );

  return (
    <Container className="py-10 sm:py-14">
      <PageMeta {...head} />
      <PageHeader eyebrow={eyebrow} title={head.title} intro={outcome?.ok ? null : intro} />
      <div className="max-w-xl">
        {outcome ? (
          <FormAlert tone={outcome.ok ? 'success' : 'error'}>{outcome.text}</FormAlert>
        ) : null}
        {!token ? (
          <FormAlert tone="error">
            Il link è incompleto: aprilo di nuovo dall'e-mail, per intero.
          </FormAlert>
        ) : outcome?.final ? null : (
          <button
            type="button"
            disabled={busy}
            className={buttonStyles.primary}
            onClick={async () => {
              setBusy(true);
              const result = await act(token);
              setBusy(false);
              if (result.data) setOutcome({ ok: true, text: done(result.data), final: true });
              else if (result.error) {
                // A refused link (altered, expired, withdrawn) stays refused; a lost connection
                // may be tried again.
                const refused = result.error.graphQLErrors.some(
                  (error) => error.extensions?.code === 'BAD_USER_INPUT',
                );
                setOutcome({ ok: false, text: refusal(result.error).message, final: refused });
              }
            }}
          >
            {action}
          </button>
        )}
        <p className="mt-8">
          <Link to="/" className="font-semibold text-brand-700 underline">
            Torna alla home
          </Link>
        </p>
      </div>
    </Container>
  );
}
