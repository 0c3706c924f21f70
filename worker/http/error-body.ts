/** The body of an error answered outside GraphQL, shaped like a GraphQL error so clients read one form. */
export function errorBody(message: string, code: string) {
  return { errors: [{ message, extensions: { code } }] };
}
