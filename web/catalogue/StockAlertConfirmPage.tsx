import { useMutation } from 'urql';
import { stockState } from '../../schema/rules/catalogue';
import { PAGE_HEADS } from '../../schema/seo';
import { NewsletterLinkPage } from '../newsletter/NewsletterLinkPage';
import { ConfirmStockAlertMutation } from './stock-alert-queries';

/**
 * Where the back-in-stock confirmation e-mail's link lands: one press and the request waits for
 * the product (docs/product.md#back-in-stock-alerts).
 */
export function StockAlertConfirmPage() {
  const [, confirm] = useMutation(ConfirmStockAlertMutation);
  return (
    <NewsletterLinkPage
      head={PAGE_HEADS.stockAlertConfirm}
      eyebrow="Avviso di disponibilità"
      intro="Conferma che questo indirizzo è tuo: solo allora ti scriveremo quando il prodotto torna disponibile."
      action="Conferma l'avviso"
      act={(token) => confirm({ token })}
      done={({ confirmStockAlert: { email, alreadyConfirmed, product } }) =>
        alreadyConfirmed
          ? `L'avviso per ${product.name} era già confermato: ti scriviamo a ${email} appena torna disponibile, se non l'abbiamo già fatto.`
          : stockState(product) !== 'out'
            ? `Avviso confermato: ${product.name} è già di nuovo disponibile e ti abbiamo inviato l'e-mail con il link a ${email}.`
            : `Avviso confermato: ti scriveremo a ${email} appena ${product.name} torna disponibile.`
      }
    />
  );
}
