import { useState } from 'react';
import { maxLengthOf } from '../../../schema/rules/form-rules';
import { centsFromEuros, formatPrice } from '../../../schema/rules/money';
import { REFUND_RULES } from '../../../schema/rules/withdrawal';
import { buttonStyles } from '../../ui/buttons';
import { TextField } from '../../ui/Field';
import { eurosForInput } from '../../ui/Price';

const UNREADABLE_AMOUNT = "Scrivi l'importo in euro, ad esempio 12,50.";

/** A received return's refund: what is due, lowered only with a note for diminished value. */
export function RefundForm({
  due,
  onRefund,
  busy,
}: {
  due: number;
  onRefund: (amount: number, note: string | null) => void;
  busy: boolean;
}) {
  const [euros, setEuros] = useState(eurosForInput(due));
  const [note, setNote] = useState('');
  const [error, setError] = useState<string | undefined>();
  return (
    <form
      className="grid gap-3 sm:grid-cols-2"
      onSubmit={(event) => {
        event.preventDefault();
        const amount = centsFromEuros(euros);
        if (amount === null) return setError(UNREADABLE_AMOUNT);
        setError(undefined);
        onRefund(amount, note.trim() || null);
      }}
    >
      <TextField
        label="Importo del rimborso (IVA inclusa)"
        hint={`Dovuto: ${formatPrice(due)}`}
        inputMode="decimal"
        value={euros}
        error={error}
        onChange={(event) => setEuros(event.target.value)}
      />
      <TextField
        label="Nota (obbligatoria se rimborsi meno del dovuto)"
        optional
        maxLength={maxLengthOf(REFUND_RULES.note)}
        value={note}
        onChange={(event) => setNote(event.target.value)}
      />
      <button type="submit" disabled={busy} className={`${buttonStyles.primary} sm:col-span-2`}>
        Registra il rimborso
      </button>
    </form>
  );
}
