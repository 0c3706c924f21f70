/** How many matches each header search shows, as the specification fixes them. */
export const DESKTOP_SEARCH_LIMIT = 8;
export const MOBILE_SEARCH_LIMIT = 6;
