/** How the site names a signed-in person (docs/product.md#accounts). */

function titleCase(text: string): string {
  return text
    .toLowerCase()
    .split(/(\s+)/)
    .map((part) => (part.trim() ? part.charAt(0).toUpperCase() + part.slice(1) : part))
    .join('');
}

/** The name, else the e-mail, else "Utente", title-cased. */
export function displayNameOf(
  user: { displayName?: string | null; email?: string | null } | null,
): string {
  const source = user?.displayName?.trim() || user?.email?.trim() || 'Utente';
  return titleCase(source);
}

/** The first letters of the first two words, or the first two letters of a single word. */
export function initialsOf(displayName: string): string {
  const words = displayName.trim().split(/\s+/).filter(Boolean);
  const [first = '', second] = words;
  const letters = second
    ? [...first].slice(0, 1).concat([...second].slice(0, 1))
    : [...first].slice(0, 2);
  return letters.join('').toUpperCase();
}
