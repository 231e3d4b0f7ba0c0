import type { GraphQLResolveInfo, SelectionSetNode } from "graphql";

/**
 * Whether the current field's selection asks for nothing beyond `allowed` (fragments followed).
 * A resolver can then answer from what it already holds instead of loading the whole object.
 */
export function selectsOnly(info: GraphQLResolveInfo, allowed: readonly string[]): boolean {
  const ok = new Set([...allowed, "__typename"]);
  const visit = (set: SelectionSetNode | undefined): boolean =>
    (set?.selections ?? []).every((selection) => {
      if (selection.kind === "Field") return ok.has(selection.name.value);
      if (selection.kind === "InlineFragment") return visit(selection.selectionSet);
      const fragment = info.fragments[selection.name.value];
      return fragment ? visit(fragment.selectionSet) : false;
    });
  return info.fieldNodes.every((node) => visit(node.selectionSet));
}
