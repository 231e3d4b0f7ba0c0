import type { ApolloServerPlugin } from "@apollo/server";
import { ApolloArmor } from "@escape.tech/graphql-armor";
import { REQUEST_INVALID_CODE } from "@iryo/domain/error-catalogue";
import {
  type ASTVisitor,
  type FragmentDefinitionNode,
  GraphQLError,
  Kind,
  type SelectionSetNode,
  type ValidationContext,
  type ValidationRule,
} from "graphql";

/**
 * The limits every GraphQL document must keep (ADR 050). They start from graphql-armor's defaults
 * and are checked before anything is executed, so that one request cannot fan out into thousands
 * of /v1 calls or mails.
 */
export const GRAPHQL_LIMITS = {
  maxDepth: 6,
  maxAliases: 15,
  maxTokens: 1_000,
  maxDirectives: 50,
  maxCost: 5_000,
  /** Root fields of `Mutation` in one operation: every mutation has a side effect (mail, write, session). */
  maxMutationRootFields: 1,
} as const;

export type GraphQLLimits = typeof GRAPHQL_LIMITS;

function limitError(message: string): GraphQLError {
  return new GraphQLError(message, {
    extensions: { code: "GRAPHQL_VALIDATION_FAILED", errorCode: REQUEST_INVALID_CODE },
  });
}

/** The root fields an operation selects, following fragment spreads and inline fragments (not `__typename`). */
function rootFieldCount(
  selectionSet: SelectionSetNode,
  fragments: ReadonlyMap<string, FragmentDefinitionNode>,
  seen: Set<string> = new Set(),
): number {
  let count = 0;
  for (const selection of selectionSet.selections) {
    if (selection.kind === Kind.FIELD) {
      if (selection.name.value !== "__typename") count += 1;
    } else if (selection.kind === Kind.INLINE_FRAGMENT) {
      count += rootFieldCount(selection.selectionSet, fragments, seen);
    } else {
      const name = selection.name.value;
      const fragment = fragments.get(name);
      if (!fragment || seen.has(name)) continue;
      seen.add(name);
      count += rootFieldCount(fragment.selectionSet, fragments, seen);
    }
  }
  return count;
}

/**
 * At most `max` root fields in a mutation operation (aliases of one field count each). Generic on
 * purpose: every field of `Mutation`, today's and those added later, is a side effect, so a new
 * mutation is covered without being listed anywhere.
 */
function mutationRootFieldLimit(max: number): ValidationRule {
  return (context: ValidationContext): ASTVisitor => {
    const fragments = new Map<string, FragmentDefinitionNode>();
    for (const definition of context.getDocument().definitions) {
      if (definition.kind === Kind.FRAGMENT_DEFINITION) fragments.set(definition.name.value, definition);
    }
    return {
      OperationDefinition(node) {
        if (node.operation !== "mutation") return;
        if (rootFieldCount(node.selectionSet, fragments) > max) {
          context.reportError(limitError(`A mutation request may run at most ${max} mutation field(s).`));
        }
      },
    };
  };
}

/**
 * Masks graphql-js's "Did you mean …?" hints, which would spell out the schema to anyone when
 * introspection is off (the same regex as graphql-armor's block-field-suggestions plugin, whose
 * typings are for Apollo's CommonJS build).
 */
function blockFieldSuggestionsPlugin<T extends object>(): ApolloServerPlugin<T> {
  return {
    async requestDidStart() {
      return {
        async didEncounterErrors({ errors }) {
          for (const error of errors) {
            (error as { message: string }).message = error.message.replace(/ ?Did you mean ".+"\??/g, "");
          }
        },
      };
    },
  };
}

export interface GraphQLProtection<T extends object> {
  readonly validationRules: ValidationRule[];
  readonly plugins: ApolloServerPlugin<T>[];
  /** For Apollo's parser: documents longer than this many tokens are refused while parsing. */
  readonly maxTokens: number;
}

/**
 * graphql-armor's depth, alias, directive and cost rules plus the mutation rule, as Apollo
 * validation rules; field suggestions ("Did you mean …") are masked when `blockFieldSuggestions`.
 * The token limit is given to Apollo's own parser (`parseOptions.maxTokens`), which stops a
 * document nested thousands of levels deep before it recurses.
 */
export function graphqlProtection<T extends object>(
  options: { readonly blockFieldSuggestions: boolean; readonly limits?: GraphQLLimits } = {
    blockFieldSuggestions: true,
  },
): GraphQLProtection<T> {
  const limits = options.limits ?? GRAPHQL_LIMITS;
  const armor = new ApolloArmor({
    maxDepth: { n: limits.maxDepth, ignoreIntrospection: true, flattenFragments: true },
    maxAliases: { n: limits.maxAliases },
    maxDirectives: { n: limits.maxDirectives },
    costLimit: { maxCost: limits.maxCost, ignoreIntrospection: true },
    // Given to Apollo's parser instead (see above): the plugin would parse every document twice.
    maxTokens: { enabled: false },
    blockFieldSuggestion: { enabled: false },
  });
  const protection = armor.protect();
  return {
    validationRules: [...protection.validationRules, mutationRootFieldLimit(limits.maxMutationRootFields)],
    plugins: options.blockFieldSuggestions ? [blockFieldSuggestionsPlugin<T>()] : [],
    maxTokens: limits.maxTokens,
  };
}
