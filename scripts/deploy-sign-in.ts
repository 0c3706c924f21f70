/**
 * The production build's Firebase settings: `vite build --mode deploy` reads web/.env.deploy over
 * web/.env, and without it would ship web/.env's Auth Emulator settings, so every visitor's
 * browser would try to sign in at 127.0.0.1 (README: Deploy to Cloudflare, step 4).
 */
export function deploySignInProblem(settings: Record<string, string>): string | null {
  if (settings.VITE_FIREBASE_AUTH_EMULATOR_URL) {
    return 'web/.env.deploy must leave VITE_FIREBASE_AUTH_EMULATOR_URL empty: production signs in with Firebase, never the emulator';
  }
  const project = settings.VITE_FIREBASE_PROJECT_ID ?? '';
  if (project === '' || project.startsWith('demo-')) {
    return `web/.env.deploy must name the shop's Firebase project in VITE_FIREBASE_PROJECT_ID, not ${JSON.stringify(project)}`;
  }
  return null;
}
