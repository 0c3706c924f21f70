import { maxLengthOf } from '../../../schema/rules/form-rules';
import { REFUSAL_RULES } from '../../../schema/rules/withdrawal';
import { buttonStyles } from '../../ui/buttons';
import { TextAreaField } from '../../ui/Field';
import { focusOnMount } from '../../ui/focus';
import { showToast } from '../../ui/toast';
import { type ServerAnswer, useForm } from '../../ui/useForm';

/** Why the staff refuse a return whose goods have not arrived: the customer reads it. */
export function RefusalForm({
  busy,
  onRefuse,
  onCancel,
}: {
  busy: boolean;
  onRefuse: (reason: string) => Promise<ServerAnswer>;
  onCancel: () => void;
}) {
  const form = useForm({ reason: '' }, () => REFUSAL_RULES);
  return (
    <form
      noValidate
      aria-label="Rifiuto del reso"
      className="space-y-3 rounded-xl border border-red-200 bg-white p-4"
      onSubmit={form.onSubmit(() => onRefuse(form.values.reason.trim()), showToast)}
    >
      <TextAreaField
        label="Motivo del rifiuto"
        hint="Il cliente lo legge nell'e-mail e nella pagina dell'ordine (ad esempio: prodotto sigillato aperto dopo la consegna, art. 59 del Codice del Consumo)."
        ref={focusOnMount}
        required
        rows={3}
        maxLength={maxLengthOf(REFUSAL_RULES.reason)}
        error={form.errors.reason}
        {...form.text('reason')}
      />
      <div className="flex flex-wrap gap-2">
        <button type="submit" disabled={busy} className={buttonStyles.danger}>
          Conferma il rifiuto
        </button>
        <button type="button" className={buttonStyles.ghost} onClick={onCancel}>
          Annulla
        </button>
      </div>
    </form>
  );
}
