import { useMutation } from 'urql';
import { PAGE_HEADS } from '../../schema/seo';
import { NewsletterLinkPage } from './NewsletterLinkPage';
import { UnsubscribeNewsletterMutation } from './newsletter-queries';

/**
 * Where a newsletter e-mail's unsubscribe link lands when opened in a browser. Mail apps' own
 * button unsubscribes with no page at all (RFC 8058, worker/http/newsletter-unsubscribe.ts).
 */
export function NewsletterUnsubscribePage() {
  const [, unsubscribe] = useMutation(UnsubscribeNewsletterMutation);
  return (
    <NewsletterLinkPage
      head={PAGE_HEADS.newsletterUnsubscribe}
      intro="Premi il pulsante e non ti invieremo più la newsletter: cancelliamo il tuo indirizzo dalla lista."
      action="Cancellami dalla newsletter"
      act={(token) => unsubscribe({ token })}
      done={({ unsubscribeNewsletter: { email } }) =>
        `Fatto: ${email} non riceverà più la newsletter. Puoi iscriverti di nuovo quando vuoi dal modulo in fondo alla pagina.`
      }
    />
  );
}
