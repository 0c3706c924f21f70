import { useLayoutEffect, useRef, useState } from 'react';
import { useQuery } from 'urql';
import { searchWords } from '../../schema/rules/search';
import { graphql } from '../graphql';

/** The header's search: the first results of the shop's search in its fields, closest first. */
const HeaderSearchQuery = graphql(`
  query HeaderSearch($search: String!, $first: Int!) {
    catalogue(search: $search, searchIn: HEADER, sort: RELEVANCE, first: $first) {
      nodes {
        id
        name
        brand
        images
      }
    }
  }
`);

/** How long typing must pause before the text is searched: one request per word, not per key. */
export const SEARCH_DEBOUNCE_MS = 180;

interface SearchHit {
  id: string;
  name: string;
  brand: string;
  image: string | undefined;
}

/**
 * - idle: nothing typed;
 * - pending: waiting for the pause or the answer (the last results stay on screen meanwhile);
 * - done: `hits` are the answer for the text typed;
 * - error: the search could not be asked.
 */
export type SearchStatus = 'idle' | 'pending' | 'done' | 'error';

/**
 * Asks the catalogue for the first `limit` matches of `text` once typing pauses. A newer text
 * replaces the query's variables, so urql tears the older operation down and the fetch exchange
 * aborts its request; a text asked before comes from urql's cache, and the GET from the
 * Worker's.
 */
export function useProductSearch(text: string, limit: number) {
  const search = text.trim();
  const searchable = searchWords(search).length > 0;
  const [settled, setSettled] = useState(search);
  // The pause counts from the keystroke: a layout effect runs as the text renders, where Preact
  // runs a passive one only after the next frame, which a busy page can hold past the pause.
  useLayoutEffect(() => {
    const timer = setTimeout(() => setSettled(search), SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [search]);

  const asking = searchable && settled === search;
  const [result] = useQuery({
    query: HeaderSearchQuery,
    variables: { search: settled, first: limit },
    pause: !searchable || !settled,
  });
  const answered =
    asking && result.data && result.operation?.variables.search === search
      ? result.data.catalogue.nodes.map((node) => ({
          id: node.id,
          name: node.name,
          brand: node.brand,
          image: node.images[0],
        }))
      : undefined;
  const shown = useRef<SearchHit[]>([]);
  if (answered || !search) shown.current = answered ?? [];

  if (!search) return { hits: [], status: 'idle' as SearchStatus };
  // Text with no letter or digit would list the whole catalogue: it matches nothing here.
  if (!searchable) return { hits: [], status: 'done' as SearchStatus };
  if (asking && result.error && !answered) return { hits: [], status: 'error' as SearchStatus };
  return { hits: shown.current, status: (answered ? 'done' : 'pending') as SearchStatus };
}
