import { pageTitle } from '../../schema/seo';

interface PageMetaProps {
  title: string;
  description: string;
  /** Pages that must not be indexed: the 404, the cart, personal areas. */
  noIndex?: boolean;
}

/** React hoists these into <head>, so each page names itself for tabs, history and search. */
export function PageMeta({ title, description, noIndex = false }: PageMetaProps) {
  return (
    <>
      <title>{pageTitle(title)}</title>
      <meta name="description" content={description} />
      {noIndex ? <meta name="robots" content="noindex" /> : null}
    </>
  );
}

/**
 * The Worker writes the first page's description, robots and product data into the served HTML
 * (worker/seo/page-head.ts); once the client runs, each page draws them itself (PageMeta, the
 * product page's JSON-LD), so the served ones go rather than stay behind, stale, after a move.
 */
export function dropServedPageMeta(): void {
  for (const element of document.head.querySelectorAll('[data-server-head]')) element.remove();
}
