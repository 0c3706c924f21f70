/** How many matches each header search shows: docs/product.md#header-and-search. */
export const DESKTOP_SEARCH_LIMIT = 8;
export const MOBILE_SEARCH_LIMIT = 6;
