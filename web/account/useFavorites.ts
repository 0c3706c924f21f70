import { useQuery } from 'urql';
import { ProductCardFragment } from '../catalogue/listing-fragments';
import { graphql } from '../graphql';
import { REFRESHED_BY_PROFILE } from './profile-refresh';

const MyFavoritesQuery = graphql(
  `
    query MyFavorites {
      me {
        id
        favorites {
          id
          ...ProductCard
        }
      }
    }
  `,
  [ProductCardFragment],
);

/** The products the account saved; `favorites` is undefined while they load. */
export function useFavorites() {
  const [result, reexecute] = useQuery({
    query: MyFavoritesQuery,
    requestPolicy: 'cache-and-network',
    context: REFRESHED_BY_PROFILE,
  });
  return {
    favorites: result.data?.me?.favorites,
    failed: Boolean(result.error && !result.data),
    retry: () => reexecute({ requestPolicy: 'network-only' }),
  };
}
