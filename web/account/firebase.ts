/**
 * Firebase Authentication, loaded on demand: nothing here is in the first page's bundle. Every
 * function the site needs from the SDK is wrapped here, so the rest of the app never imports it.
 */

import { initializeApp } from 'firebase/app';
import {
  applyActionCode,
  browserLocalPersistence,
  browserPopupRedirectResolver,
  confirmPasswordReset,
  connectAuthEmulator,
  createUserWithEmailAndPassword,
  EmailAuthProvider,
  GoogleAuthProvider,
  indexedDBLocalPersistence,
  initializeAuth,
  onAuthStateChanged,
  reauthenticateWithCredential,
  sendEmailVerification,
  sendPasswordResetEmail,
  signInWithCredential,
  signInWithEmailAndPassword,
  signInWithPopup,
  signOut,
  type User,
  updatePassword,
  updateProfile,
  verifyPasswordResetCode,
} from 'firebase/auth';
import { normaliseEmail } from '../../schema/rules/normalise';

const app = initializeApp({
  apiKey: import.meta.env.VITE_FIREBASE_API_KEY,
  authDomain: import.meta.env.VITE_FIREBASE_AUTH_DOMAIN,
  projectId: import.meta.env.VITE_FIREBASE_PROJECT_ID,
});

// No popup resolver up front: it would load Google's gapi on every sign-in page. Google's popup
// gets it when it is actually used.
export const auth = initializeAuth(app, {
  persistence: [indexedDBLocalPersistence, browserLocalPersistence],
});
auth.languageCode = 'it';

const emulator = import.meta.env.VITE_FIREBASE_AUTH_EMULATOR_URL;
if (emulator) connectAuthEmulator(auth, emulator, { disableWarnings: true });

/** Whether this build talks to the local Auth Emulator instead of Firebase. */
export const usesEmulator = Boolean(emulator);

export type { User };

export function watchAuth(callback: (user: User | null) => void): () => void {
  return onAuthStateChanged(auth, callback);
}

/** Where Firebase's e-mails send people back to: this site's own pages. */
function actionSettings(path: string) {
  return { url: `${window.location.origin}${path}`, handleCodeInApp: false };
}

export async function signInWithEmail(email: string, password: string): Promise<User> {
  return (await signInWithEmailAndPassword(auth, email.trim(), password)).user;
}

export async function signInWithGoogle(): Promise<User> {
  const provider = new GoogleAuthProvider();
  for (const scope of ['email', 'profile', 'openid']) provider.addScope(scope);
  return (await signInWithPopup(auth, provider, browserPopupRedirectResolver)).user;
}

/**
 * Google sign-in against the Auth Emulator. The SDK's popup needs Google's gapi script even then,
 * which an offline machine cannot load; the emulator accepts a Google credential whose ID token is
 * the claims as JSON, through the same GoogleAuthProvider, so the local flow stays real otherwise.
 */
export async function signInWithEmulatedGoogle(email: string, name: string): Promise<User> {
  const claims = {
    sub: `google-${normaliseEmail(email)}`,
    email: email.trim(),
    email_verified: true,
    name,
  };
  const credential = GoogleAuthProvider.credential(JSON.stringify(claims));
  return (await signInWithCredential(auth, credential)).user;
}

export async function register(name: string, email: string, password: string): Promise<User> {
  const { user } = await createUserWithEmailAndPassword(auth, email.trim(), password);
  await updateProfile(user, { displayName: name.trim() });
  await sendEmailVerification(user, actionSettings('/verifyaccount'));
  return user;
}

export async function resendVerification(): Promise<void> {
  if (!auth.currentUser) throw new Error('auth/no-current-user');
  await sendEmailVerification(auth.currentUser, actionSettings('/verifyaccount'));
}

export async function verifyEmail(code: string): Promise<void> {
  await applyActionCode(auth, code);
  await auth.currentUser?.reload();
  // A fresh token carries email_verified: true to the Worker.
  await auth.currentUser?.getIdToken(true);
}

export function sendPasswordReset(email: string): Promise<void> {
  return sendPasswordResetEmail(auth, email.trim(), actionSettings('/login'));
}

/** The e-mail the reset link was sent to, which also proves the link is still good. */
export function checkResetCode(code: string): Promise<string> {
  return verifyPasswordResetCode(auth, code);
}

export function resetPassword(code: string, password: string): Promise<void> {
  return confirmPasswordReset(auth, code, password);
}

/** Changes the password after proving the current one, as Firebase requires for this change. */
export async function changePassword(current: string, next: string): Promise<void> {
  const user = auth.currentUser;
  if (!user?.email) throw new Error('auth/no-current-user');
  await reauthenticateWithCredential(user, EmailAuthProvider.credential(user.email, current));
  await updatePassword(user, next);
}

export async function renameUser(displayName: string): Promise<void> {
  if (auth.currentUser) await updateProfile(auth.currentUser, { displayName });
}

export function logOut(): Promise<void> {
  return signOut(auth);
}

export async function idToken(): Promise<string | null> {
  return auth.currentUser ? auth.currentUser.getIdToken() : null;
}

/** Signs in with the ID token Google's One Tap hands over. */
export async function signInWithGoogleCredential(idToken: string): Promise<User> {
  return (await signInWithCredential(auth, GoogleAuthProvider.credential(idToken))).user;
}
