import { useMutation } from 'urql';
import { stockState } from '../../schema/rules/catalogue';
import { variantLabel, variantTitle } from '../../schema/rules/variants';
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
      done={({ confirmStockAlert: { email, alreadyConfirmed, product, variantLabel: label } }) => {
        const name = variantTitle(product.name, label);
        // A request for one variant waits for that variant (docs/product.md#back-in-stock-alerts).
        const awaited = label
          ? product.variants.find((variant) => variantLabel(variant) === label)
          : product;
        if (alreadyConfirmed) {
          return `L'avviso per ${name} era già confermato: ti scriviamo a ${email} appena torna disponibile, se non l'abbiamo già fatto.`;
        }
        return awaited && stockState(awaited) !== 'out'
          ? `Avviso confermato: ${name} è già di nuovo disponibile e ti abbiamo inviato l'e-mail con il link a ${email}.`
          : `Avviso confermato: ti scriveremo a ${email} appena ${name} torna disponibile.`;
      }}
    />
  );
}
