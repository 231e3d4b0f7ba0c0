import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import {
  type DefinitionNode,
  type DocumentNode,
  type FragmentDefinitionNode,
  Kind,
  type OperationDefinitionNode,
  parse,
  print,
  visit,
} from "graphql";

const WEB_SRC = fileURLToPath(new URL("../../../web/src/", import.meta.url));

function graphqlFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return graphqlFiles(path);
    return entry.name.endsWith(".graphql") ? [path] : [];
  });
}

export interface WebOperation {
  readonly name: string;
  readonly operation: OperationDefinitionNode;
  /** The operation with every fragment it uses, as one document text. */
  readonly text: string;
}

/** Every operation the web app sends (web/src/**\/*.graphql), each with the fragments it needs. */
export function webOperations(): WebOperation[] {
  const definitions: DefinitionNode[] = graphqlFiles(WEB_SRC).flatMap(
    (file) => parse(readFileSync(file, "utf8")).definitions,
  );
  const fragments = new Map<string, FragmentDefinitionNode>();
  for (const d of definitions) if (d.kind === Kind.FRAGMENT_DEFINITION) fragments.set(d.name.value, d);
  const used = (node: DefinitionNode, into: Set<string>) => {
    visit(node, {
      FragmentSpread(spread) {
        const name = spread.name.value;
        const fragment = fragments.get(name);
        if (into.has(name) || !fragment) return;
        into.add(name);
        used(fragment, into);
      },
    });
  };
  return definitions
    .filter((d): d is OperationDefinitionNode => d.kind === Kind.OPERATION_DEFINITION)
    .map((operation) => {
      const names = new Set<string>();
      used(operation, names);
      const document: DocumentNode = {
        kind: Kind.DOCUMENT,
        definitions: [operation, ...[...names].map((n) => fragments.get(n) as FragmentDefinitionNode)],
      };
      return { name: operation.name?.value ?? "(anonymous)", operation, text: print(document) };
    });
}
