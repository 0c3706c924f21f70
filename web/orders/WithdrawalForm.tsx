import { maxLengthOf } from '../../schema/rules/form-rules';
import { WITHDRAWAL_FORM_RULES } from '../../schema/rules/withdrawal';
import { buttonStyles } from '../ui/buttons';
import { TextAreaField, TextField } from '../ui/Field';
import { FormAlert } from '../ui/FormAlert';
import type { Withdrawal } from './useWithdrawal';
import type { useWithdrawalForm } from './useWithdrawalForm';

type Form = ReturnType<typeof useWithdrawalForm>;

/** How many of each returnable line come back, up to what is left of it. */
function ReturnedUnits({ withdrawal, form }: { withdrawal: Withdrawal; form: Form }) {
  return (
    <fieldset className="space-y-2">
      <legend className="mb-1 text-sm font-semibold">Quali prodotti restituisci</legend>
      {withdrawal.returnable.map((line) =>
        line.quantity > 0 ? (
          <TextField
            key={line.position}
            label={`${line.name} (${[line.brand, line.color, line.size].filter(Boolean).join(', ')})`}
            hint={`Al massimo ${line.quantity}`}
            type="number"
            inputMode="numeric"
            min={0}
            max={line.quantity}
            value={form.counts[line.position] ?? 0}
            onChange={(event) => form.setCount(line.position, Number(event.target.value) || 0)}
          />
        ) : null,
      )}
    </fieldset>
  );
}

/** The withdrawal form (Allegato I, parte B): which units, who withdraws, optionally why. */
export function WithdrawalForm({ withdrawal, form }: { withdrawal: Withdrawal; form: Form }) {
  return (
    <form
      className="space-y-4"
      aria-label="Modulo di recesso"
      onSubmit={async (event) => {
        event.preventDefault();
        await form.submit();
      }}
    >
      {form.error ? <FormAlert tone="error">{form.error.message}</FormAlert> : null}
      <ReturnedUnits withdrawal={withdrawal} form={form} />
      <TextField
        label="Nome e cognome"
        autoComplete="name"
        maxLength={maxLengthOf(WITHDRAWAL_FORM_RULES.name)}
        required
        value={form.name}
        error={form.error?.fields?.name}
        onChange={(event) => form.setName(event.target.value)}
      />
      <TextField
        label="Indirizzo"
        autoComplete="street-address"
        maxLength={maxLengthOf(WITHDRAWAL_FORM_RULES.address)}
        required
        value={form.home}
        error={form.error?.fields?.address}
        onChange={(event) => form.setHome(event.target.value)}
      />
      <TextAreaField
        label="Motivo"
        optional
        hint="Non è obbligatorio: ci aiuta a migliorare."
        maxLength={maxLengthOf(WITHDRAWAL_FORM_RULES.reason)}
        rows={3}
        value={form.reason}
        error={form.error?.fields?.reason}
        onChange={(event) => form.setReason(event.target.value)}
      />
      <div>
        <p className="mb-1 text-sm font-semibold">La tua dichiarazione di recesso</p>
        <p className="whitespace-pre-line rounded-xl bg-slate-50 p-4 text-sm">{form.statement}</p>
      </div>
      <button type="submit" disabled={!form.canSend} className={buttonStyles.primary}>
        {form.sending ? 'Invio in corso…' : 'Invia la richiesta di recesso'}
      </button>
    </form>
  );
}
