/**
 * For an account page's query: a first sign-in reads no account (`me` is null) until its profile
 * is made, which answers a User; urql's document cache then reads the page again.
 */
export const REFRESHED_BY_PROFILE = { additionalTypenames: ['User'] };
