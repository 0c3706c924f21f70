import { type AnyVariables, type DocumentInput, useQuery } from 'urql';
import { graphql } from '../graphql';

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

/**
 * One record of a staff list, always fresh from the server. `changed` reloads it and tells the
 * list, after an edit made from its panel.
 */
export function useStaffRecord<Data>(
  query: DocumentInput<Data, { id: string }>,
  id: string,
  onChanged: () => void,
) {
  const [{ data }, reexecute] = useQuery<Data, { id: string }>({
    query,
    variables: { id },
    requestPolicy: 'network-only',
  });
  return {
    data,
    changed: () => {
      reexecute({ requestPolicy: 'network-only' });
      onChanged();
    },
  };
}

/** The smallest staff-only read: whether the server lets this person into the staff area. */
export const StaffCheckQuery = graphql(`
  query AdminStaffCheck {
    adminCounts {
      openRepairs
    }
  }
`);
