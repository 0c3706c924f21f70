import { normaliseEmail } from '../../schema/rules/normalise';

/** How the Worker trusts Firebase ID tokens, read from its settings. */
export interface AuthConfig {
  projectId: string;
  /** Accept the Auth Emulator's unsigned tokens: local development and tests only. */
  emulator: boolean;
  adminEmails: ReadonlySet<string>;
}

interface AuthSettings {
  ENVIRONMENT: string;
  FIREBASE_PROJECT_ID?: string;
  AUTH_EMULATOR?: string;
  ADMIN_EMAILS?: string;
}

export class AuthConfigError extends Error {}

export function authConfig(settings: AuthSettings): AuthConfig {
  const projectId = settings.FIREBASE_PROJECT_ID?.trim();
  if (!projectId) throw new AuthConfigError('FIREBASE_PROJECT_ID is not set');
  const emulator = settings.AUTH_EMULATOR === 'true';
  // Unsigned tokens in production would let anyone be anyone: refuse to run like that.
  if (emulator && settings.ENVIRONMENT === 'production') {
    throw new AuthConfigError('AUTH_EMULATOR cannot be enabled in production');
  }
  const adminEmails = new Set(
    (settings.ADMIN_EMAILS ?? '').split(',').map(normaliseEmail).filter(Boolean),
  );
  return { projectId, emulator, adminEmails };
}
