import { useEffect, useState } from 'react';
import { Link, Redirect, useSearchParams } from 'wouter';
import { buttonStyles } from '../ui/buttons';
import { FormAlert } from '../ui/FormAlert';
import { AuthCard } from './AuthCard';
import { useAuth } from './auth';
import { authErrorMessage } from './auth-errors';

type Outcome = { state: 'checking' } | { state: 'verified' } | { state: 'failed'; message: string };

/**
 * Where Firebase's e-mail links land (the project's action URL): applies an e-mail verification
 * code, passes a password reset on to its page, or lets a signed-in user ask for a new link.
 */
export function VerifyAccountPage() {
  const [params] = useSearchParams();
  const mode = params.get('mode');
  const code = params.get('oobCode');
  const { loadSdk, user, initialized } = useAuth();
  const [outcome, setOutcome] = useState<Outcome>({ state: 'checking' });
  const [resent, setResent] = useState<string | null>(null);

  useEffect(() => {
    if (!code || mode === 'resetPassword') return;
    let cancelled = false;
    void loadSdk()
      .then((firebase) => firebase.verifyEmail(code))
      .then(
        () => !cancelled && setOutcome({ state: 'verified' }),
        (error: unknown) =>
          !cancelled && setOutcome({ state: 'failed', message: authErrorMessage(error) }),
      );
    return () => {
      cancelled = true;
    };
  }, [code, mode, loadSdk]);

  useEffect(() => {
    if (!code) void loadSdk();
  }, [code, loadSdk]);

  if (mode === 'resetPassword') return <Redirect to={`/reset-password?${params}`} replace />;

  const resend = async () => {
    try {
      await (await loadSdk()).resendVerification();
      setResent('Ti abbiamo inviato un nuovo link di verifica.');
    } catch (error) {
      setResent(authErrorMessage(error));
    }
  };

  if (code) {
    return (
      <AuthCard title="Verifica account" description="Verifica del tuo indirizzo e-mail.">
        {outcome.state === 'checking' ? (
          <p role="status" className="text-slate-600">
            Verifica in corso…
          </p>
        ) : outcome.state === 'verified' ? (
          <>
            <FormAlert tone="success">Indirizzo e-mail verificato. Grazie!</FormAlert>
            <Link to={user ? '/profilo' : '/login'} className={`${buttonStyles.primary} w-full`}>
              {user ? 'Vai al tuo account' : 'Accedi'}
            </Link>
          </>
        ) : (
          <>
            <FormAlert tone="error">{outcome.message}</FormAlert>
            {user && !user.emailVerified ? (
              <button type="button" onClick={resend} className={`${buttonStyles.secondary} w-full`}>
                Invia un nuovo link
              </button>
            ) : null}
          </>
        )}
        {resent ? <p className="mt-3 text-sm text-slate-700">{resent}</p> : null}
      </AuthCard>
    );
  }

  return (
    <AuthCard
      title="Verifica account"
      description="Verifica il tuo indirizzo e-mail."
      intro="Per completare la registrazione apri il link che ti abbiamo inviato per e-mail."
    >
      {!initialized ? (
        <p role="status" className="text-slate-600">
          Caricamento…
        </p>
      ) : !user ? (
        <Link to="/login?redirect=%2Fverifyaccount" className={`${buttonStyles.primary} w-full`}>
          Accedi per ricevere un nuovo link
        </Link>
      ) : user.emailVerified ? (
        <FormAlert tone="success">Il tuo indirizzo {user.email} è già verificato.</FormAlert>
      ) : (
        <>
          <FormAlert tone="info">
            Non trovi l'e-mail inviata a <strong>{user.email}</strong>? Controlla anche la posta
            indesiderata, oppure chiedine un'altra.
          </FormAlert>
          <button type="button" onClick={resend} className={`${buttonStyles.primary} w-full`}>
            Invia di nuovo l'e-mail di verifica
          </button>
          {resent ? (
            <p role="status" className="mt-3 text-sm text-slate-700">
              {resent}
            </p>
          ) : null}
        </>
      )}
    </AuthCard>
  );
}
