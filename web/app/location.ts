import { useCallback } from 'react';
import { useLocation, useSearch } from 'wouter';

/** Where the visitor is: the path and the query ("?a=1", or "" without one). */
export function useUrl() {
  const [pathname] = useLocation();
  const search = useSearch();
  return { pathname, search: search ? `?${search}` : '' };
}

export type Navigate = (
  to: string,
  options?: { replace?: boolean; state?: unknown },
) => Promise<void>;

/** Goes to another page, as a link would; resolves once the address has changed. */
export function useNavigate(): Navigate {
  const navigate = useLocation()[1];
  return useCallback<Navigate>(
    async (to, options) => {
      // The site's navigation returns a promise (see router.tsx); wouter only types it as void.
      await navigate(to, options);
    },
    [navigate],
  );
}
