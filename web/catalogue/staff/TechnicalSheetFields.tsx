import {
  isListRow,
  SHEET_ROWS,
  type SheetKey,
  type SheetText,
} from '../../../schema/rules/technical-sheet';
import { TextAreaField, TextField } from '../../ui/Field';

/**
 * The product's technical sheet in the staff's forms (docs/product.md#technical-sheet): every
 * row optional; a list row takes one entry per line. Rows left empty do not show in the shop.
 */
export function TechnicalSheetFields({
  sheet,
  onChange,
  errors,
}: {
  sheet: SheetText;
  onChange: (sheet: SheetText) => void;
  /** The form's errors, a row's under `details.<row>`. */
  errors: Partial<Record<string, string>>;
}) {
  const field = (key: SheetKey) => ({
    name: `details.${key}`,
    value: sheet[key],
    error: errors[`details.${key}`],
    optional: true,
    onChange: (event: { target: { value: string } }) =>
      onChange({ ...sheet, [key]: event.target.value }),
  });
  return (
    <fieldset className="space-y-3">
      <legend className="mb-3 text-sm font-semibold">Scheda tecnica</legend>
      <div className="grid gap-4 sm:grid-cols-2">
        {SHEET_ROWS.map(([key, label]) =>
          isListRow(key) ? (
            <TextAreaField
              key={key}
              label={label}
              hint="Una voce per riga"
              rows={3}
              {...field(key)}
            />
          ) : (
            <TextField key={key} label={label} {...field(key)} />
          ),
        )}
      </div>
    </fieldset>
  );
}
