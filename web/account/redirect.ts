/**
 * Where to go after signing in: the `redirect` query when it is a path on this site, else the
 * profile. Anything that could leave the site ("//evil.example", "https://…", "/\\evil") is ignored.
 */
export function afterSignIn(redirect: string | null): string {
  const local =
    redirect?.startsWith('/') && !redirect.startsWith('//') && !redirect.startsWith('/\\');
  if (!redirect || !local) return '/profilo';
  try {
    const url = new URL(redirect, 'https://riparolab.invalid');
    return url.origin === 'https://riparolab.invalid'
      ? `${url.pathname}${url.search}${url.hash}`
      : '/profilo';
  } catch {
    return '/profilo';
  }
}

/** The login page's address, carrying where the visitor wanted to go. */
export function loginPath(wanted: string): string {
  return `/login?redirect=${encodeURIComponent(wanted)}`;
}
