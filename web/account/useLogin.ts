import { useEffect, useState } from 'react';
import { useSearchParams } from 'wouter';
import { LOGIN_RULES } from '../../schema/rules/account-forms';
import { useNavigate } from '../app/location';
import { useForm } from '../ui/useForm';
import { useAuth } from './auth';
import { authErrorMessage } from './auth-errors';
import { loadGoogleIdentity } from './google-identity';
import { afterSignIn } from './redirect';

/** Google One Tap, where a client id is configured: its credential signs the visitor in. */
function useOneTap(onProblem: (message: string) => void) {
  const { loadSdk, markSignedIn } = useAuth();
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
              onProblem(authErrorMessage(error));
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
  }, [loadSdk, markSignedIn, onProblem]);
}

/**
 * Signing in (docs/product.md#accounts): e-mail and password, Google (the emulator's stand-in
 * locally) or One Tap; Firebase's refusals in Italian; once signed in, on to where the visitor
 * was going (`?redirect=`), which the links to sign-up keep.
 */
export function useLogin() {
  const { loadSdk, markSignedIn, isAuthenticated, initialized } = useAuth();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const redirect = params.get('redirect');
  const target = afterSignIn(redirect);
  const form = useForm({ email: '', password: '' }, () => LOGIN_RULES);
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [emulatedGoogle, setEmulatedGoogle] = useState(false);

  useEffect(() => {
    void loadSdk();
  }, [loadSdk]);

  // Already signed in (or just signed in): on to where the visitor wanted to go.
  useEffect(() => {
    if (initialized && isAuthenticated) void navigate(target, { replace: true });
  }, [initialized, isAuthenticated, navigate, target]);

  useOneTap(setProblem);

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

  return {
    form,
    problem,
    busy,
    emulatedGoogle,
    withRedirect: (path: string) =>
      redirect ? `${path}?redirect=${encodeURIComponent(redirect)}` : path,
    submit: () =>
      void signIn(async () =>
        (await loadSdk()).signInWithEmail(form.values.email, form.values.password),
      ),
    google: async () => {
      const firebase = await loadSdk();
      if (firebase.usesEmulator) setEmulatedGoogle(true);
      else void signIn(() => firebase.signInWithGoogle());
    },
    closeEmulatedGoogle: () => setEmulatedGoogle(false),
    emulatedSignIn: (email: string, name: string) => {
      setEmulatedGoogle(false);
      void signIn(async () => (await loadSdk()).signInWithEmulatedGoogle(email, name));
    },
  };
}
