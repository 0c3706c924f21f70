/** Where "all results" for a search live. */
export function searchResultsPath(text: string): string {
  return `/category-pages?q=${encodeURIComponent(text.trim())}`;
}
