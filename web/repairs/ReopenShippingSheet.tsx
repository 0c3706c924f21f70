import { Link } from 'wouter';
import { ROUTES } from '../../schema/routes';
import { buttonStyles } from '../ui/buttons';
import { Container } from '../ui/Container';
import { EmailField, TextField } from '../ui/Field';
import { FormAlert } from '../ui/FormAlert';
import { PageHeader } from '../ui/PageHeader';
import { PageMeta } from '../ui/PageMeta';
import { ShippingSheetPage } from './ShippingSheet';
import { useReopenShippingSheet } from './useReopenShippingSheet';

/**
 * Opens a sent form's printable sheet again, from any device: the e-mail's link brings the
 * number, the sender adds the e-mail they gave (docs/product.md#shipping-form).
 */
export function ReopenShippingSheet({ number }: { number: string }) {
  const { form, state, onSubmit } = useReopenShippingSheet(number);

  if (state.kind === 'found') {
    return (
      <ShippingSheetPage
        receipt={state.receipt}
        notice="Ecco il tuo foglio: stampalo e mettilo nel pacco insieme al dispositivo."
      />
    );
  }

  return (
    <Container className="py-10">
      <PageMeta
        title="Riapri il foglio di spedizione"
        description="Il foglio di spedizione di un modulo già inviato, da stampare."
        noIndex
      />
      <PageHeader
        title="Riapri il foglio di spedizione"
        intro="Inserisci il numero del modulo (SPD-…) e l'e-mail che ci hai lasciato: il foglio si apre pronto da stampare."
      />
      <form
        noValidate
        className="max-w-md space-y-4 rounded-2xl bg-white p-5 ring-1 ring-slate-200"
        onSubmit={onSubmit}
      >
        <TextField
          label="Numero del modulo"
          placeholder="SPD-2026-000001"
          autoComplete="off"
          autoCapitalize="characters"
          error={form.errors.number}
          {...form.text('number')}
        />
        <EmailField error={form.errors.email} {...form.text('email')} />
        <div aria-live="polite">
          {state.kind === 'missing' ? (
            <FormAlert tone="error">
              Modulo non trovato. Controlla il numero e l'e-mail che hai scritto nel modulo.
            </FormAlert>
          ) : state.kind === 'failed' ? (
            <FormAlert tone="error">{state.message}</FormAlert>
          ) : null}
        </div>
        <button
          type="submit"
          disabled={state.kind === 'searching'}
          className={`${buttonStyles.primary} w-full`}
        >
          {state.kind === 'searching' ? 'Ricerca in corso…' : 'Apri il foglio'}
        </button>
        <p className="text-sm text-slate-600">
          Non hai ancora compilato il modulo?{' '}
          <Link to={ROUTES.shippingForm} className="font-semibold text-brand-700 underline">
            Compila il modulo di spedizione
          </Link>
        </p>
      </form>
    </Container>
  );
}
