import type { Plugin } from 'vite';

/** Origins the page may reach beyond its own, per CSP directive. */
export interface ExtraSources {
  connect?: string[];
  script?: string[];
  style?: string[];
  frame?: string[];
  img?: string[];
}

/**
 * What Firebase Authentication loads in the browser: its REST endpoints, the auth domain's frame
 * and Google's scripts for the sign-in popup and One Tap; locally, the Auth Emulator instead.
 */
export function firebaseSources(env: Record<string, string>): ExtraSources {
  const emulator = env.VITE_FIREBASE_AUTH_EMULATOR_URL?.trim();
  if (emulator) return { connect: [emulator], frame: [emulator] };
  const authDomain = env.VITE_FIREBASE_AUTH_DOMAIN?.trim();
  return {
    connect: [
      'https://identitytoolkit.googleapis.com',
      'https://securetoken.googleapis.com',
      'https://accounts.google.com/gsi/',
    ],
    script: ['https://apis.google.com', 'https://accounts.google.com/gsi/client'],
    style: ['https://accounts.google.com/gsi/style'],
    frame: [...(authDomain ? [`https://${authDomain}`] : []), 'https://accounts.google.com'],
    img: ['https://lh3.googleusercontent.com'],
  };
}

export function contentSecurityPolicy(extra: ExtraSources = {}): string {
  const list = (base: string[], more: string[] = []) => [...base, ...more].join(' ');
  return [
    `default-src 'self'`,
    `script-src ${list(["'self'"], extra.script)}`,
    `style-src ${list(["'self'"], extra.style)}`,
    `img-src ${list(["'self'", 'data:'], extra.img)}`,
    `font-src 'self'`,
    `connect-src ${list(["'self'"], extra.connect)}`,
    // 'self': the staff's e-mail preview, served by the Worker under its own CSP (worker/mail/preview.ts).
    `frame-src ${list(["'self'"], extra.frame)}`,
    `object-src 'none'`,
    `base-uri 'self'`,
    `form-action 'self'`,
    `frame-ancestors 'none'`,
  ].join('; ');
}

/**
 * Writes the `_headers` file Workers static assets apply to every page and file: a CSP that
 * allows only what the site loads, the usual hardening headers, and long caching for hashed files.
 */
export function securityHeaders(extra: ExtraSources = {}): Plugin {
  return {
    name: 'riparo:security-headers',
    applyToEnvironment: (environment) => environment.name === 'client',
    generateBundle() {
      const headers = [
        '/*',
        `  Content-Security-Policy: ${contentSecurityPolicy(extra)}`,
        '  X-Content-Type-Options: nosniff',
        '  X-Frame-Options: DENY',
        '  Referrer-Policy: strict-origin-when-cross-origin',
        '  Permissions-Policy: camera=(), microphone=(), geolocation=(), payment=()',
        // Google sign-in opens a popup that must be able to report back to this window.
        '  Cross-Origin-Opener-Policy: same-origin-allow-popups',
        '  Strict-Transport-Security: max-age=31536000; includeSubDomains',
        '/assets/*',
        '  Cache-Control: public, max-age=31536000, immutable',
        '',
      ].join('\n');
      this.emitFile({ type: 'asset', fileName: '_headers', source: headers });
    },
  };
}
