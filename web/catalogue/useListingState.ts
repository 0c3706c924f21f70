import { useEffect, useEffectEvent, useLayoutEffect, useMemo, useState } from 'react';
import { useSearch } from 'wouter';
import { useNavigate, useUrl } from '../app/location';
import { type ListingState, listingSearch, readListingState, refine } from './listing-params';

const SEARCH_DELAY_MS = 300;

/**
 * The listing's state, which is its URL: what it shows, the search box's text, and the moves that
 * change the address. Typing searches after a pause, replacing the history entry.
 */
export function useListingState() {
  const { pathname } = useUrl();
  const address = useSearch();
  const state = useMemo(() => readListingState(new URLSearchParams(address)), [address]);
  const navigate = useNavigate();
  const [text, setText] = useState(state.search);

  const go = (next: ListingState, replace = false) => {
    void navigate(`${pathname}${listingSearch(next)}`, { replace });
  };

  // The URL can change under the box (back button, a link): follow it.
  useEffect(
    () => setText((typed) => (typed.trim() === state.search ? typed : state.search)),
    [state.search],
  );

  const searchFor = useEffectEvent((search: string) => go(refine(state, { search }), true));
  // The pause counts from the keystroke (see useProductSearch).
  useLayoutEffect(() => {
    const search = text.trim();
    if (search === state.search) return;
    const timer = setTimeout(() => searchFor(search), SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [text, state.search]);

  return {
    state,
    pathname,
    text,
    setText,
    go,
    submitSearch: () => go(refine(state, { search: text.trim() })),
  };
}
