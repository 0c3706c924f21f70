import { type GraphQLResolveInfo, Kind, type SelectionSetNode } from 'graphql';

/**
 * Whether the field being resolved selects any of `names` among its own fields, fragments
 * included, so a resolver can fetch what they need together with the rest. Directives are not
 * read: a field skipped by @skip still counts, which costs a read, never an answer.
 */
export function selectsAny(info: GraphQLResolveInfo, names: readonly string[]): boolean {
  const visit = (set: SelectionSetNode | undefined): boolean =>
    !!set?.selections.some((selection) => {
      if (selection.kind === Kind.FIELD) return names.includes(selection.name.value);
      if (selection.kind === Kind.INLINE_FRAGMENT) return visit(selection.selectionSet);
      return visit(info.fragments[selection.name.value]?.selectionSet);
    });
  return info.fieldNodes.some((node) => visit(node.selectionSet));
}
