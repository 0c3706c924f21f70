import { useEffect, useState } from 'react';
import { Link, useSearchParams } from 'wouter';
import { LOGIN_RULES } from '../../schema/rules/account-forms';
import { useNavigate } from '../app/location';
import { buttonStyles } from '../ui/buttons';
import { EmailField, TextField } from '../ui/Field';
import { FormAlert } from '../ui/FormAlert';
import { useForm } from '../ui/useForm';
import { AuthCard } from './AuthCard';
import { useAuth } from './auth';
import { authErrorMessage } from './auth-errors';
import { EmulatedGoogleDialog } from './EmulatedGoogleDialog';
import { GoogleButton } from './GoogleButton';
import { loadGoogleIdentity } from './google-identity';
import { afterSignIn } from './redirect';

export function LoginPage() {
  const auth = useAuth();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const redirect = params.get('redirect');
  const target = afterSignIn(redirect);
  const form = useForm({ email: '', password: '' }, () => LOGIN_RULES);
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [emulatedGoogle, setEmulatedGoogle] = useState(false);
  const { loadSdk, markSignedIn, isAuthenticated, initialized } = auth;

  useEffect(() => {
    void loadSdk();
  }, [loadSdk]);

  // Already signed in (or just signed in): on to where the visitor wanted to go.
  useEffect(() => {
    if (initialized && isAuthenticated) void navigate(target, { replace: true });
  }, [initialized, isAuthenticated, navigate, target]);

  // Google One Tap, where a client id is configured.
  useEffect(() => {
    const clientId = import.meta.env.VITE_GOOGLE_CLIENT_ID;
    if (!clientId) return;
    let cancelled = false;
    void loadGoogleIdentity({ clientId, onError: (error) => console.error(error.message) }).then(
      (oneTap) => {
        if (!oneTap || cancelled) return;
        oneTap.initialize({
          client_id: clientId,
          context: 'signin',
          callback: async ({ credential }) => {
            try {
              await (await loadSdk()).signInWithGoogleCredential(credential);
              markSignedIn();
            } catch (error) {
              setProblem(authErrorMessage(error));
            }
          },
        });
        oneTap.prompt();
      },
    );
    return () => {
      cancelled = true;
      window.google?.accounts?.id?.cancel();
    };
  }, [loadSdk, markSignedIn]);

  const signIn = async (attempt: () => Promise<unknown>) => {
    setProblem(null);
    setBusy(true);
    try {
      await attempt();
      markSignedIn();
    } catch (error) {
      setProblem(authErrorMessage(error));
    } finally {
      setBusy(false);
    }
  };

  const withRedirect = (path: string) =>
    redirect ? `${path}?redirect=${encodeURIComponent(redirect)}` : path;

  return (
    <AuthCard
      title="Accedi"
      description="Accedi al tuo account RiparoLab."
      intro="Ritrovi ordini, indirizzi salvati e prodotti preferiti."
      footer={
        <>
          Non hai un account?{' '}
          <Link
            to={withRedirect('/registrazione')}
            className="font-semibold text-brand-700 hover:underline"
          >
            Registrati
          </Link>
        </>
      }
    >
      {problem ? <FormAlert tone="error">{problem}</FormAlert> : null}
      <form
        noValidate
        className="space-y-4"
        onSubmit={form.onSubmit(() => {
          void signIn(async () =>
            (await loadSdk()).signInWithEmail(form.values.email, form.values.password),
          );
        })}
      >
        <EmailField error={form.errors.email} {...form.text('email')} />
        <TextField
          label="Password"
          type="password"
          autoComplete="current-password"
          error={form.errors.password}
          {...form.text('password')}
        />
        <div className="text-right text-sm">
          <Link to="/reset-password" className="font-medium text-brand-700 hover:underline">
            Password dimenticata?
          </Link>
        </div>
        <button type="submit" disabled={busy} className={`${buttonStyles.primary} w-full`}>
          {busy ? 'Accesso in corso…' : 'Accedi'}
        </button>
      </form>
      <div className="my-5 flex items-center gap-3 text-xs text-slate-600 uppercase">
        <span className="h-px flex-1 bg-slate-200" /> oppure{' '}
        <span className="h-px flex-1 bg-slate-200" />
      </div>
      <GoogleButton
        disabled={busy}
        onClick={async () => {
          const firebase = await loadSdk();
          if (firebase.usesEmulator) setEmulatedGoogle(true);
          else void signIn(() => firebase.signInWithGoogle());
        }}
      />
      <EmulatedGoogleDialog
        open={emulatedGoogle}
        onClose={() => setEmulatedGoogle(false)}
        onSignIn={(email, name) => {
          setEmulatedGoogle(false);
          void signIn(async () => (await loadSdk()).signInWithEmulatedGoogle(email, name));
        }}
      />
    </AuthCard>
  );
}
