/** Google Identity Services, for One Tap: loaded from Google only when a client id is set. */
export const GIS_SCRIPT_URL = 'https://accounts.google.com/gsi/client';
export const GIS_LOAD_ERROR = 'Failed to load the Google 3P Authorization JavaScript Library.';

interface GoogleCredentialResponse {
  credential: string;
}

interface GoogleAccountsId {
  initialize(options: {
    client_id: string;
    callback: (response: GoogleCredentialResponse) => void;
    auto_select?: boolean;
    cancel_on_tap_outside?: boolean;
    context?: 'signin' | 'signup' | 'use';
  }): void;
  prompt(): void;
  cancel(): void;
}

declare global {
  interface Window {
    google?: { accounts?: { id?: GoogleAccountsId } };
  }
}

interface LoadOptions {
  clientId: string | undefined;
  /** Receives a load failure; without it, the failure is thrown (the promise rejects). */
  onError?: (error: Error) => void;
}

/**
 * Loads the library once and resolves with `google.accounts.id`. A missing client id is an error
 * at once; a script that fails to load gives the message in docs/product.md#accounts to
 * `onError`, if there is one, and otherwise rejects with it.
 */
export function loadGoogleIdentity(
  { clientId, onError }: LoadOptions,
  doc: Document = document,
): Promise<GoogleAccountsId | undefined> {
  if (!clientId) throw new Error('Missing Google client id');
  const ready = doc.defaultView?.google?.accounts?.id;
  if (ready) return Promise.resolve(ready);
  return new Promise((resolve, reject) => {
    const script = doc.createElement('script');
    script.src = GIS_SCRIPT_URL;
    script.async = true;
    script.defer = true;
    script.onload = () => resolve(doc.defaultView?.google?.accounts?.id);
    script.onerror = () => {
      const error = new Error(GIS_LOAD_ERROR);
      if (onError) {
        onError(error);
        resolve(undefined);
      } else {
        reject(error);
      }
    };
    doc.head.appendChild(script);
  });
}
