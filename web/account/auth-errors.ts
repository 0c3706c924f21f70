/** Firebase's error codes as a person should read them. */
const MESSAGES: Record<string, string> = {
  'auth/invalid-credential': 'E-mail o password non corretti.',
  'auth/invalid-login-credentials': 'E-mail o password non corretti.',
  'auth/wrong-password': 'E-mail o password non corretti.',
  'auth/user-not-found': 'E-mail o password non corretti.',
  'auth/email-already-in-use': 'Esiste già un account con questa e-mail: prova ad accedere.',
  'auth/weak-password': 'La password deve avere almeno 6 caratteri.',
  'auth/invalid-email': "L'indirizzo e-mail non è valido.",
  'auth/missing-password': 'Inserisci la password.',
  'auth/too-many-requests': 'Troppi tentativi: riprova tra qualche minuto.',
  'auth/network-request-failed': 'Connessione assente: controlla la rete e riprova.',
  'auth/popup-closed-by-user': "Hai chiuso la finestra di Google prima di completare l'accesso.",
  'auth/cancelled-popup-request': "Hai chiuso la finestra di Google prima di completare l'accesso.",
  'auth/popup-blocked': 'Il browser ha bloccato la finestra di Google: consenti i popup e riprova.',
  'auth/expired-action-code': 'Il link è scaduto: richiedine uno nuovo.',
  'auth/invalid-action-code': 'Il link non è valido o è già stato usato.',
  'auth/requires-recent-login': 'Per sicurezza accedi di nuovo e riprova.',
  'auth/user-disabled': 'Questo account è stato disattivato: contatta l’assistenza.',
  'auth/account-exists-with-different-credential':
    'Esiste già un account con questa e-mail: accedi con e-mail e password.',
  'auth/no-current-user': 'La sessione è scaduta: accedi di nuovo.',
};

export function authErrorMessage(error: unknown): string {
  const code =
    typeof error === 'object' && error !== null && 'code' in error ? String(error.code) : '';
  const message = error instanceof Error ? error.message : '';
  return (
    MESSAGES[code] ?? MESSAGES[message] ?? 'Si è verificato un errore. Riprova tra qualche istante.'
  );
}
