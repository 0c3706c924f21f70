import { useQuery } from 'urql';
import { graphql } from '../graphql';
import { ProductCardFragment } from './listing-fragments';

const HomeQuery = graphql(
  `
    query Home {
      categories {
        id
        name
        icon
      }
      bestsellers {
        id
        ...ProductCard
      }
    }
  `,
  [ProductCardFragment],
);

/** The home page's categories and bestsellers; `failed` when they did not arrive. */
export function useHome() {
  const [result, reexecute] = useQuery({ query: HomeQuery });
  return {
    categories: result.data?.categories,
    bestsellers: result.data?.bestsellers,
    failed: Boolean(result.error && !result.data),
    retry: () => reexecute({ requestPolicy: 'network-only' }),
  };
}

export type HomeData = ReturnType<typeof useHome>;
