import { useMutation } from 'urql';
import { PAGE_HEADS } from '../../schema/seo';
import { NewsletterLinkPage } from './NewsletterLinkPage';
import { ConfirmNewsletterMutation } from './newsletter-queries';

/** Where the confirmation e-mail's link lands: one press and the address is subscribed. */
export function NewsletterConfirmPage() {
  const [, confirm] = useMutation(ConfirmNewsletterMutation);
  return (
    <NewsletterLinkPage
      head={PAGE_HEADS.newsletterConfirm}
      intro="Conferma che questo indirizzo è tuo: solo allora ti invieremo la newsletter."
      action="Conferma l'iscrizione"
      act={(token) => confirm({ token })}
      done={({ confirmNewsletter: { email, alreadyConfirmed } }) =>
        alreadyConfirmed
          ? `L'iscrizione di ${email} era già confermata: ricevi già la newsletter.`
          : `Iscrizione confermata: ${email} riceverà la newsletter. Ti abbiamo inviato un'e-mail di benvenuto con il link per cancellarti quando vuoi.`
      }
    />
  );
}
