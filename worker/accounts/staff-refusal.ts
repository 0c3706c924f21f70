import { authUnavailable } from '../context';
import { DomainError } from '../domain-error';
import { type Asker, staffAccess, verifiedViewer } from './viewer';

/** A visitor's refusal: sign in, unless who is asking cannot be checked now. */
export function signInRefusal(asker: Asker): DomainError {
  if (asker === 'unverifiable') return authUnavailable();
  return new DomainError('Accedi per continuare.', 'UNAUTHENTICATED');
}

/**
 * Why the asker may not use the staff's functions, or null when they may: the staff GraphQL
 * fields and the photo uploads beside them refuse alike. Staff with a token over a few minutes
 * old get UNAUTHENTICATED, which makes the client fetch a fresh one and retry; staff whose sign-in
 * is too old are asked to sign in again (docs/product.md#access).
 */
export function staffRefusal(asker: Asker, now: number = Date.now()): DomainError | null {
  const viewer = verifiedViewer(asker);
  if (!viewer) return signInRefusal(asker);
  switch (staffAccess(viewer, now)) {
    case 'granted':
      return null;
    case 'token-stale':
      return new DomainError('La sessione va rinnovata: riprova.', 'UNAUTHENTICATED');
    case 'sign-in-stale':
      return new DomainError(
        'Per sicurezza, accedi di nuovo per continuare a usare la gestione del negozio.',
        'REAUTH_REQUIRED',
      );
    case 'not-staff':
      return new DomainError('Questa funzione è riservata al personale del negozio.', 'FORBIDDEN');
  }
}
