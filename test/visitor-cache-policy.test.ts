import { readdirSync, readFileSync, statSync } from "node:fs";
import { join } from "node:path";
import { Kind, parse } from "graphql";
import { describe, expect, it } from "vitest";
import { VISITOR_CACHE_TTL_SECONDS } from "../bff/src/lib/response-cache/policy.js";

// A query is answered from the visitor cache only when EVERY root field is in the policy (ADR 090). A
// public field left out of it makes the whole page's query uncached without any error: the service
// detail query went uncached that way when `similarFacilityRatings` joined it (ADR 167, 194).

/** Root fields whose answer depends on who asks (members, providers): never in the visitor cache. */
const PER_VIEWER_FIELDS: Readonly<Record<string, string>> = {
  serviceMemberState: "the member's own state of a service (bookmark, consideration, negotiation)",
  providerService: "a provider's draft of its own listing",
  holidays: "asked only by the member's negotiation application, whose requests carry a session",
};

function graphqlFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return graphqlFiles(path);
    return name.endsWith(".graphql") ? [path] : [];
  });
}

const queries = graphqlFiles(join(import.meta.dirname, "../web/src")).flatMap((file) =>
  parse(readFileSync(file, "utf8")).definitions.flatMap((definition) =>
    definition.kind === Kind.OPERATION_DEFINITION && definition.operation === "query"
      ? [
          {
            name: definition.name?.value ?? file,
            roots: definition.selectionSet.selections.flatMap((s) => (s.kind === Kind.FIELD ? [s.name.value] : [])),
          },
        ]
      : [],
  ),
);

describe("the visitor cache policy and the web app's queries", () => {
  it("When a query asks for a field the cache keeps, then each of its other fields is kept too or known to be per viewer", () => {
    expect(queries.length).toBeGreaterThan(50);
    const mixed = queries.flatMap(({ name, roots }) => {
      if (!roots.some((root) => root in VISITOR_CACHE_TTL_SECONDS)) return [];
      const unknown = roots.filter((root) => !(root in VISITOR_CACHE_TTL_SECONDS) && !(root in PER_VIEWER_FIELDS));
      return unknown.length > 0 ? [`${name}: ${unknown.join(", ")}`] : [];
    });
    expect(mixed).toEqual([]);
  });

  it("When the service detail and its ratings page are asked by a visitor, then every root field may be cached", () => {
    for (const name of ["ServiceDetailRouteQuery", "RatingsRouteQuery", "HomeRouteQuery", "SearchServicesTabQuery"]) {
      const query = queries.find((q) => q.name === name);
      expect(query, name).toBeDefined();
      expect(query?.roots.filter((root) => !(root in VISITOR_CACHE_TTL_SECONDS))).toEqual([]);
    }
  });
});
