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

/**
 * Unsigned tokens would let anyone be anyone, so all three must agree: a development Worker, a
 * `demo-` project (Firebase reserves the prefix for emulators: no real project has it) and
 * `AUTH_EMULATOR`, which only `.dev.vars` sets (docs/security.md). Anything else refuses them.
 */
function acceptsUnsignedTokens(settings: AuthSettings, projectId: string): boolean {
  return (
    settings.ENVIRONMENT === 'development' &&
    projectId.startsWith('demo-') &&
    settings.AUTH_EMULATOR === 'true'
  );
}

export function authConfig(settings: AuthSettings): AuthConfig {
  const projectId = settings.FIREBASE_PROJECT_ID?.trim();
  if (!projectId) throw new AuthConfigError('FIREBASE_PROJECT_ID is not set');
  const adminEmails = new Set(
    (settings.ADMIN_EMAILS ?? '').split(',').map(normaliseEmail).filter(Boolean),
  );
  return { projectId, emulator: acceptsUnsignedTokens(settings, projectId), adminEmails };
}
