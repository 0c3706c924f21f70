import { useQuery } from 'urql';
import { graphql } from '../graphql';

const SearchIndexQuery = graphql(`
  query SearchIndex {
    products {
      id
      name
      brand
      images
      category {
        id
        name
      }
    }
  }
`);

export interface SearchHit {
  id: string;
  name: string;
  brand: string;
  image: string | undefined;
  category: string;
}

/**
 * The product list both header searches match against: fetched once, on first use, and kept in
 * urql's cache, so typing never sends a request per keystroke.
 */
export function useSearchIndex(active: boolean) {
  const [result] = useQuery({ query: SearchIndexQuery, pause: !active });
  const hits: SearchHit[] = (result.data?.products ?? []).map((p) => ({
    id: p.id,
    name: p.name,
    brand: p.brand,
    image: p.images[0],
    category: p.category.name,
  }));
  return { hits, fetching: result.fetching, error: result.error };
}
