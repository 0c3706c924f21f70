import { MAX_PHONE_LENGTH } from '../../../schema/rules/form-rules';
import { DetailPanel } from '../../admin/AdminList';
import { buttonStyles } from '../../ui/buttons';
import { TextAreaField, TextField } from '../../ui/Field';
import { RepairCodeNotice } from './RepairCodeNotice';
import { useNewRepair } from './useNewRepair';

/** The walk-in form: who, how to reach them, the device and its problem; then the code. */
export function NewRepairForm({ onCreated }: { onCreated: () => void }) {
  const { form, code, opening, onSubmit } = useNewRepair(onCreated);
  return (
    <DetailPanel title="Nuova riparazione al banco">
      {code ? (
        <RepairCodeNotice code={code} />
      ) : (
        <form noValidate className="grid gap-3 sm:grid-cols-2" onSubmit={onSubmit}>
          <TextField
            label="Cliente"
            error={form.errors.customerName}
            {...form.text('customerName')}
          />
          <TextField
            label="E-mail"
            type="email"
            error={form.errors.email}
            {...form.text('email')}
          />
          <TextField
            label="Telefono"
            type="tel"
            maxLength={MAX_PHONE_LENGTH}
            error={form.errors.phone}
            {...form.text('phone')}
          />
          <TextField label="Dispositivo" error={form.errors.device} {...form.text('device')} />
          <TextAreaField
            label="Problema"
            rows={3}
            className="sm:col-span-2"
            error={form.errors.problem}
            {...form.text('problem')}
          />
          <div className="sm:col-span-2">
            <button type="submit" disabled={opening} className={buttonStyles.primary}>
              Apri la riparazione
            </button>
          </div>
        </form>
      )}
    </DetailPanel>
  );
}
