import { useMemo } from 'react';
import { useQuery } from 'urql';
import { graphql } from '../graphql';
import { useAuth } from './auth';

const FavoriteIdsQuery = graphql(`
  query FavoriteIds {
    me {
      id
      favorites {
        id
      }
    }
  }
`);

/**
 * The ids the signed-in person saved. Kept out of the catalogue queries so those stay the same for
 * everyone and the edge can cache them; every heart on a page shares this one request.
 */
export function useFavoriteIds(): ReadonlySet<string> {
  const { isAuthenticated } = useAuth();
  const [{ data }] = useQuery({ query: FavoriteIdsQuery, pause: !isAuthenticated });
  return useMemo(() => new Set(data?.me?.favorites.map((product) => product.id)), [data]);
}
