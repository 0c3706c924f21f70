/**
 * Root query fields whose answer depends only on the request's variables, never on who asks:
 * the only ones a GET may carry and a shared cache may keep (docs/product.md#access). Everything
 * else, personal data and secrets such as order tokens, travels in a POST body.
 */
export const PUBLIC_ROOT_FIELDS: ReadonlySet<string> = new Set([
  'categories',
  'catalogue',
  'products',
  'product',
  'bestsellers',
  'cartTotals',
  '__typename',
]);

/** The parts of a parsed GraphQL document this check reads: graphql-js's and urql's both fit. */
interface ParsedDocument {
  readonly definitions: readonly {
    readonly kind: string;
    readonly operation?: string;
    readonly name?: { readonly value: string };
    readonly selectionSet?: {
      readonly selections: readonly {
        readonly kind: string;
        readonly name?: { readonly value: string };
      }[];
    };
  }[];
}

/**
 * Whether the operation (the named one, or the document's only one) is a query whose root
 * selections are all plain fields in PUBLIC_ROOT_FIELDS: a fragment at the root counts as private.
 */
export function isPublicRead(document: ParsedDocument, operationName?: string | null): boolean {
  const operations = document.definitions.filter((d) => d.kind === 'OperationDefinition');
  const operation = operationName
    ? operations.find((d) => d.name?.value === operationName)
    : operations.length === 1
      ? operations[0]
      : undefined;
  return (
    operation?.operation === 'query' &&
    (operation.selectionSet?.selections ?? []).every(
      (selection) =>
        selection.kind === 'Field' &&
        selection.name !== undefined &&
        PUBLIC_ROOT_FIELDS.has(selection.name.value),
    )
  );
}
