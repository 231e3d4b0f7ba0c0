import type { ApolloServerPlugin } from "@apollo/server";
import { errorMessage, REQUEST_INVALID_CODE } from "@iryo/domain/error-catalogue";
import { BAD_CHARACTER, holdsBadCharacter } from "@iryo/domain/validation/bad-character";
import {
  type DocumentNode,
  GraphQLError,
  type GraphQLSchema,
  getNamedType,
  TypeInfo,
  valueFromAST,
  visit,
  visitWithTypeInfo,
} from "graphql";

function isEmptyId(value: unknown): boolean {
  if (Array.isArray(value)) return value.some(isEmptyId);
  return typeof value === "string" && value.trim() === "";
}

/** Whether any argument of type ID (or a list of IDs) is empty: it cannot name anything. */
function hasEmptyIdArgument(
  schema: GraphQLSchema,
  document: DocumentNode,
  variables: Readonly<Record<string, unknown>>,
): boolean {
  const typeInfo = new TypeInfo(schema);
  let found = false;
  visit(
    document,
    visitWithTypeInfo(typeInfo, {
      Argument(node) {
        const type = typeInfo.getInputType();
        if (!type || getNamedType(type).name !== "ID") return;
        if (isEmptyId(valueFromAST(node.value, type, variables as Record<string, unknown>))) found = true;
      },
    }),
  );
  return found;
}

function badInput(): GraphQLError {
  return new GraphQLError(errorMessage(REQUEST_INVALID_CODE), {
    extensions: { code: "BAD_USER_INPUT", errorCode: REQUEST_INVALID_CODE, http: { status: 400 } },
  });
}

/**
 * Refuses, before anything runs, an operation whose variables or string literals hold a NUL or a
 * lone surrogate, or that passes an empty ID: 400 with 0109004 (ADR 050). One place for every
 * field, today's and tomorrow's.
 */
export function inputGuardPlugin<T extends object>(): ApolloServerPlugin<T> {
  return {
    async requestDidStart() {
      return {
        async didResolveOperation({ request, document, schema }) {
          const variables = request.variables ?? {};
          if (holdsBadCharacter(variables)) throw badInput();
          let literal = false;
          visit(document, {
            StringValue(node) {
              if (BAD_CHARACTER.test(node.value)) literal = true;
            },
          });
          if (literal || hasEmptyIdArgument(schema, document, variables)) throw badInput();
        },
      };
    },
  };
}
