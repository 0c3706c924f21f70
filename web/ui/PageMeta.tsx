import { useEffect } from 'react';
import { pageTitle } from '../../schema/seo';

interface PageMetaProps {
  title: string;
  description: string;
  /** Pages that must not be indexed: the 404, the cart, personal areas. */
  noIndex?: boolean;
}

/**
 * Each page names itself for tabs, history, screen readers and search: the document's title and
 * its description and robots in <head>. Written there, not drawn: the served <head> already has a
 * <title>, and a second one in the body would never be the document's (the client runs on
 * Preact, which does not hoist tags as React 19 does).
 */
export function PageMeta({ title, description, noIndex = false }: PageMetaProps) {
  useEffect(() => {
    document.title = pageTitle(title);
    setHeadMeta('description', description);
    setHeadMeta('robots', noIndex ? 'noindex' : null);
  }, [title, description, noIndex]);
  return null;
}

/** Sets (or, given null, removes) the page's one `<meta name>` in <head>. */
function setHeadMeta(name: 'description' | 'robots', content: string | null): void {
  const tag = document.head.querySelector<HTMLMetaElement>(`meta[name="${name}"]`);
  if (content === null) {
    tag?.remove();
    return;
  }
  const written = tag ?? document.head.appendChild(document.createElement('meta'));
  written.name = name;
  written.content = content;
}

/**
 * The Worker writes the first page's description, robots and product data into the served HTML
 * (worker/seo/page-head.ts); once the client runs, each page draws them itself (PageMeta, the
 * product page's JSON-LD), so the served ones go rather than stay behind, stale, after a move.
 */
export function dropServedPageMeta(): void {
  for (const element of document.head.querySelectorAll('[data-server-head]')) element.remove();
}
