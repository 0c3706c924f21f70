import { describe, expect, it, vi } from 'vitest';
import { authErrorMessage } from '../../web/account/auth-errors';
import {
  GIS_LOAD_ERROR,
  GIS_SCRIPT_URL,
  loadGoogleIdentity,
} from '../../web/account/google-identity';
import { afterSignIn, loginPath } from '../../web/account/redirect';

describe('where to go after signing in', () => {
  it.each([
    ['/profilo/indirizzi?nuovo=1#form', '/profilo/indirizzi?nuovo=1#form'],
    ['/checkout-forms', '/checkout-forms'],
    [null, '/profilo'],
    ['', '/profilo'],
    ['https://evil.example/profilo', '/profilo'],
    ['//evil.example/profilo', '/profilo'],
    ['/\\evil.example', '/profilo'],
    ['profilo', '/profilo'],
    ['javascript:alert(1)', '/profilo'],
  ])('%j leads to %j', (redirect, target) => {
    expect(afterSignIn(redirect)).toBe(target);
  });

  it('builds the login address carrying the wanted page', () => {
    expect(loginPath('/profilo?x=1&y=2')).toBe('/login?redirect=%2Fprofilo%3Fx%3D1%26y%3D2');
  });
});

describe('Firebase errors', () => {
  it('read in Italian', () => {
    expect(authErrorMessage({ code: 'auth/invalid-credential' })).toBe(
      'E-mail o password non corretti.',
    );
    expect(authErrorMessage({ code: 'auth/email-already-in-use' })).toMatch(
      /Esiste già un account/,
    );
    expect(authErrorMessage({ code: 'auth/weak-password' })).toBe(
      'La password deve avere almeno 6 caratteri.',
    );
    expect(authErrorMessage(new Error('qualcosa'))).toBe(
      'Si è verificato un errore. Riprova tra qualche istante.',
    );
  });
});

describe('the Google Identity Services loader', () => {
  /** A document whose network is down: the script is recorded and fails instead of loading. */
  function failingScriptDocument() {
    const doc = document.implementation.createHTMLDocument('prova');
    const added: Node[] = [];
    vi.spyOn(doc.head, 'appendChild').mockImplementation((node) => {
      added.push(node);
      queueMicrotask(() => (node as HTMLScriptElement).onerror?.(new Event('error')));
      return node;
    });
    return { doc, added };
  }

  it('refuses to start without a client id', () => {
    expect(() => loadGoogleIdentity({ clientId: '' })).toThrow('Missing Google client id');
    expect(() => loadGoogleIdentity({ clientId: undefined })).toThrow('Missing Google client id');
  });

  it('gives a load failure to the error callback when there is one', async () => {
    const { doc, added } = failingScriptDocument();
    const onError = vi.fn();
    await expect(
      loadGoogleIdentity({ clientId: 'id.apps.googleusercontent.com', onError }, doc),
    ).resolves.toBeUndefined();
    expect(onError).toHaveBeenCalledWith(new Error(GIS_LOAD_ERROR));
    expect((added[0] as HTMLScriptElement).src).toBe(GIS_SCRIPT_URL);
  });

  it('throws a load failure when there is no callback', async () => {
    const { doc } = failingScriptDocument();
    await expect(
      loadGoogleIdentity({ clientId: 'id.apps.googleusercontent.com' }, doc),
    ).rejects.toThrow(GIS_LOAD_ERROR);
  });
});
