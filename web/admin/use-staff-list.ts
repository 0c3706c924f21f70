import { type AnyVariables, type DocumentInput, useQuery } from 'urql';

/**
 * A staff list's query: shown from the cache while it refreshes, fetched again after a change
 * made from its detail panel or when the person asks to retry.
 */
export function useStaffList<Data, Variables extends AnyVariables>(
  query: DocumentInput<Data, Variables>,
  variables: Variables,
) {
  const [result, reexecute] = useQuery<Data, Variables>({
    query,
    variables,
    requestPolicy: 'cache-and-network',
  });
  return {
    data: result.data,
    failed: Boolean(result.error),
    refresh: () => reexecute({ requestPolicy: 'network-only' }),
  };
}
