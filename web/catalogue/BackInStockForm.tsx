import { Link } from 'wouter';
import { ROUTES } from '../../schema/routes';
import { buttonStyles } from '../ui/buttons';
import { EmailField } from '../ui/Field';
import { FormAlert } from '../ui/FormAlert';
import { useStockAlertRequest } from './useStockAlertRequest';

/**
 * "Avvisami quando torna disponibile" under an out-of-stock product, or the variant chosen of it:
 * one e-mail when it is back. `productName` names the variant too ("iPhone 15 Pro · Blu · 256GB").
 * A signed-in account finds its address already written.
 */
export function BackInStockForm({
  productId,
  variantId = null,
  productName,
}: {
  productId: string;
  variantId?: string | null;
  productName: string;
}) {
  const { form, fetching, done, onSubmit } = useStockAlertRequest(
    productId,
    variantId,
    productName,
  );

  return (
    <section
      aria-labelledby="avviso-disponibilita"
      className="rounded-2xl bg-white p-4 ring-1 ring-slate-200"
    >
      <h2 id="avviso-disponibilita" className="text-lg font-bold text-ink">
        Avvisami quando torna disponibile
      </h2>
      {done ? (
        <div className="mt-3">
          <FormAlert tone="success">{done}</FormAlert>
        </div>
      ) : (
        <form noValidate className="mt-2 space-y-3" onSubmit={onSubmit}>
          <p className="text-sm text-slate-700">
            Ti scriviamo una volta sola, appena {productName} torna in vendita. Usiamo l'indirizzo
            solo per questo avviso (
            <Link to={ROUTES.privacyPolicy} className="underline hover:text-ink">
              informativa sulla privacy
            </Link>
            ).
          </p>
          {form.problem ? <FormAlert tone="error">{form.problem}</FormAlert> : null}
          <div className="flex flex-wrap items-start gap-3">
            <EmailField
              className="min-w-0 flex-1"
              error={form.errors.email}
              {...form.text('email')}
            />
            <button
              type="submit"
              disabled={fetching}
              className={`${buttonStyles.secondary} sm:mt-7`}
            >
              Avvisami
            </button>
          </div>
        </form>
      )}
    </section>
  );
}
