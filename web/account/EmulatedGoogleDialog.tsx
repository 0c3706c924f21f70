import { EMULATED_GOOGLE_RULES } from '../../schema/rules/account-forms';
import { buttonStyles } from '../ui/buttons';
import { TextField } from '../ui/Field';
import { Sheet } from '../ui/Sheet';
import { useForm } from '../ui/useForm';

interface EmulatedGoogleDialogProps {
  open: boolean;
  onClose: () => void;
  onSignIn: (email: string, name: string) => void;
}

/** Local development only: stands in for Google's account chooser, which needs the internet. */
export function EmulatedGoogleDialog({ open, onClose, onSignIn }: EmulatedGoogleDialogProps) {
  const form = useForm(
    { email: 'utente.google@example.com', name: 'Utente Google' },
    () => EMULATED_GOOGLE_RULES,
  );
  return (
    <Sheet open={open} onClose={onClose} label="Accesso con Google (emulatore locale)" side="top">
      <div className="p-6">
        <h2 className="text-lg font-bold">Accesso con Google (emulatore locale)</h2>
        <p className="mt-1 text-sm text-slate-600">
          In locale l'Auth Emulator sostituisce Google: scegli l'account con cui entrare.
        </p>
        <form
          noValidate
          className="mt-4 space-y-4"
          onSubmit={form.onSubmit(() => {
            onSignIn(form.values.email, form.values.name);
          })}
        >
          <TextField
            label="E-mail Google"
            type="email"
            error={form.errors.email}
            {...form.text('email')}
          />
          <TextField label="Nome" error={form.errors.name} {...form.text('name')} />
          <div className="flex gap-3">
            <button type="submit" className={buttonStyles.primary}>
              Continua come questo account
            </button>
            <button type="button" onClick={onClose} className={buttonStyles.secondary}>
              Annulla
            </button>
          </div>
        </form>
      </div>
    </Sheet>
  );
}
