import type { ApolloServerPlugin } from "@apollo/server";
import { errorMessage, REQUEST_INVALID_CODE } from "@iryo/domain/error-catalogue";
import { BAD_CHARACTER, holdsBadCharacter } from "@iryo/domain/validation/bad-character";
import {
  type DocumentNode,
  GraphQLError,
  type GraphQLInputType,
  type GraphQLSchema,
  getNamedType,
  TypeInfo,
  type ValueNode,
  valueFromAST,
  visit,
  visitWithTypeInfo,
} from "graphql";

function isEmptyId(value: unknown): boolean {
  if (Array.isArray(value)) return value.some(isEmptyId);
  return typeof value === "string" && value.trim() === "";
}

/** What the guard reads of a document, found once per parsed document (Apollo keeps them cached). */
interface DocumentFacts {
  readonly schema: GraphQLSchema;
  /** A string literal holds a NUL or a lone surrogate. */
  readonly badLiteral: boolean;
  /** Every argument of type ID (or a list of IDs), with its input type, to be read with each request's variables. */
  readonly idArguments: ReadonlyArray<{ readonly value: ValueNode; readonly type: GraphQLInputType }>;
}

const FACTS = new WeakMap<DocumentNode, DocumentFacts>();

function factsOf(schema: GraphQLSchema, document: DocumentNode): DocumentFacts {
  const known = FACTS.get(document);
  if (known?.schema === schema) return known;
  const typeInfo = new TypeInfo(schema);
  const idArguments: { value: ValueNode; type: GraphQLInputType }[] = [];
  let badLiteral = false;
  visit(
    document,
    visitWithTypeInfo(typeInfo, {
      StringValue(node) {
        if (BAD_CHARACTER.test(node.value)) badLiteral = true;
      },
      Argument(node) {
        const type = typeInfo.getInputType();
        if (type && getNamedType(type).name === "ID") idArguments.push({ value: node.value, type });
      },
    }),
  );
  const facts = { schema, badLiteral, idArguments };
  FACTS.set(document, facts);
  return facts;
}

function badInput(): GraphQLError {
  return new GraphQLError(errorMessage(REQUEST_INVALID_CODE), {
    extensions: { code: "BAD_USER_INPUT", errorCode: REQUEST_INVALID_CODE, http: { status: 400 } },
  });
}

/**
 * Refuses, before anything runs, an operation whose variables or string literals hold a NUL or a
 * lone surrogate, or that passes an empty ID, and a subscription sent over HTTP: 400 with 0109004
 * (ADR 050, 212). One place for every field, today's and tomorrow's.
 */
export function inputGuardPlugin<T extends object>(): ApolloServerPlugin<T> {
  return {
    async requestDidStart() {
      return {
        async didResolveOperation({ request, document, schema, operation }) {
          // Subscriptions run on the socket (graphql-ws); over HTTP their resolvers would get no event (ADR 212).
          if (operation?.operation === "subscription") throw badInput();
          const variables = request.variables ?? {};
          if (holdsBadCharacter(variables)) throw badInput();
          const facts = factsOf(schema, document);
          if (facts.badLiteral) throw badInput();
          if (facts.idArguments.some(({ value, type }) => isEmptyId(valueFromAST(value, type, variables))))
            throw badInput();
        },
      };
    },
  };
}
