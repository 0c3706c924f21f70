import { useQuery } from 'urql';
import { graphql } from '../../graphql';

const ReturnsToHandleQuery = graphql(`
  query AdminReturnsToHandle {
    adminReturnsToHandle
    adminReturns(toHandle: true, size: 50) {
      items {
        id
        number
        status
        requestedAt
        adminOrder {
          id
          number
        }
      }
    }
  }
`);

/** How many returns wait for a staff step, and the latest of them; undefined while loading. */
export function useReturnsToHandle() {
  const [{ data }] = useQuery({ query: ReturnsToHandleQuery, requestPolicy: 'cache-and-network' });
  return data;
}
