import { Link, Redirect } from 'wouter';
import { buttonStyles } from '../ui/buttons';
import { FormAlert } from '../ui/FormAlert';
import { AuthCard } from './AuthCard';
import { useVerifyAccount, type VerifyAccount } from './useVerifyAccount';

/**
 * Where Firebase's e-mail links land (the project's action URL): applies an e-mail verification
 * code, passes a password reset on to its page, or lets a signed-in user ask for a new link.
 */
export function VerifyAccountPage() {
  const verify = useVerifyAccount();
  if (verify.resetLink) return <Redirect to={verify.resetLink} replace />;
  if (verify.code) return <VerifyLink verify={verify} />;
  return (
    <AuthCard
      title="Verifica account"
      description="Verifica il tuo indirizzo e-mail."
      intro="Per completare la registrazione apri il link che ti abbiamo inviato per e-mail."
    >
      {!verify.initialized ? (
        <p role="status" className="text-slate-600">
          Caricamento…
        </p>
      ) : !verify.user ? (
        <Link to="/login?redirect=%2Fverifyaccount" className={`${buttonStyles.primary} w-full`}>
          Accedi per ricevere un nuovo link
        </Link>
      ) : verify.user.emailVerified ? (
        <FormAlert tone="success">Il tuo indirizzo {verify.user.email} è già verificato.</FormAlert>
      ) : (
        <>
          <FormAlert tone="info">
            Non trovi l'e-mail inviata a <strong>{verify.user.email}</strong>? Controlla anche la
            posta indesiderata, oppure chiedine un'altra.
          </FormAlert>
          <button
            type="button"
            onClick={verify.resend}
            disabled={verify.resending}
            className={`${buttonStyles.primary} w-full`}
          >
            Invia di nuovo l'e-mail di verifica
          </button>
          {verify.resent ? (
            <p role="status" className="mt-3 text-sm text-slate-700">
              {verify.resent}
            </p>
          ) : null}
        </>
      )}
    </AuthCard>
  );
}

/** A verification link opened: checking, verified, or why not (with a new link to ask for). */
function VerifyLink({ verify }: { verify: VerifyAccount }) {
  const { outcome, user } = verify;
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
            <button
              type="button"
              onClick={verify.resend}
              disabled={verify.resending}
              className={`${buttonStyles.secondary} w-full`}
            >
              Invia un nuovo link
            </button>
          ) : null}
        </>
      )}
      {verify.resent ? <p className="mt-3 text-sm text-slate-700">{verify.resent}</p> : null}
    </AuthCard>
  );
}
