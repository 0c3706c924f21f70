import { buttonStyles } from '../ui/buttons';
import { EmailField, TextField } from '../ui/Field';
import { FormAlert } from '../ui/FormAlert';
import { useOrderLinkRequest } from './useOrderLinkRequest';

/**
 * A guest who lost the order's link asks for it again: it goes only to the order's own e-mail,
 * and the answer is the same whether or not the pair exists (docs/product.md#orders).
 */
export function OrderLinkRequest() {
  const { form, answer, busy, submit } = useOrderLinkRequest();

  return (
    <section
      aria-labelledby="richiedi-link-ordine"
      className="mx-auto mt-10 max-w-md rounded-2xl bg-white p-5 text-left ring-1 ring-slate-200"
    >
      <h2 id="richiedi-link-ordine" className="text-lg font-bold">
        Non trovi il link?
      </h2>
      <p className="mt-1 text-sm text-slate-600">
        Scrivi il numero dell'ordine e l'e-mail con cui l'hai fatto: te lo inviamo di nuovo a
        quell'indirizzo.
      </p>
      <form noValidate className="mt-4 space-y-4" onSubmit={form.onSubmit(submit)}>
        <TextField
          label="Numero ordine"
          placeholder="RL-2026-000123"
          autoComplete="off"
          autoCapitalize="characters"
          error={form.errors.number}
          {...form.text('number')}
        />
        <EmailField error={form.errors.email} {...form.text('email')} />
        <button type="submit" disabled={busy} className={`${buttonStyles.primary} w-full`}>
          {busy ? 'Invio in corso…' : 'Inviami il link'}
        </button>
        <div aria-live="polite">
          {answer ? <FormAlert tone="success">{answer}</FormAlert> : null}
          {form.problem ? <FormAlert tone="error">{form.problem}</FormAlert> : null}
        </div>
      </form>
    </section>
  );
}
