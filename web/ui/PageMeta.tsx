import { SHOP } from '../../schema/shop';

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
      <title>{`${title} | ${SHOP.name}`}</title>
      <meta name="description" content={description} />
      {noIndex ? <meta name="robots" content="noindex" /> : null}
    </>
  );
}
