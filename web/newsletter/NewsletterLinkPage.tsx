import type { OperationResult } from 'urql';
import { Link } from 'wouter';
import type { PageHead } from '../../schema/seo';
import { buttonStyles } from '../ui/buttons';
import { Container } from '../ui/Container';
import { FormAlert } from '../ui/FormAlert';
import { PageHeader } from '../ui/PageHeader';
import { PageMeta } from '../ui/PageMeta';
import { useNewsletterLink } from './useNewsletterLink';

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
  const { token, busy, outcome, press } = useNewsletterLink(act, done);
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
            onClick={() => press(token)}
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
