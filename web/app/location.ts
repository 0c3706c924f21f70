import { useLocation, useSearch } from 'wouter';

/** Where the visitor is: the path and the query ("?a=1", or "" without one). */
export function useUrl() {
  const [pathname] = useLocation();
  const search = useSearch();
  return { pathname, search: search ? `?${search}` : '' };
}

/** Goes to another page, as a link would. */
export function useNavigate() {
  return useLocation()[1];
}
