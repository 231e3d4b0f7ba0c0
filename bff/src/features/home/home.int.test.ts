import request from "supertest";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestStack, type TestStack } from "../../test/stack.js";
import { webOperations } from "../../test/web-operations.js";

let stack: TestStack;
const upstream: string[] = [];
beforeAll(async () => {
  stack = await startTestStack({
    fetch: (input, init) => {
      upstream.push(new URL(input instanceof Request ? input.url : input).pathname);
      return fetch(input, init);
    },
  });
});
afterAll(async () => {
  await stack?.close();
});

const home = () => {
  const operation = webOperations().find((o) => o.name === "HomeRouteQuery");
  if (!operation) throw new Error("HomeRouteQuery is missing from web/src");
  return request(stack.bff.httpServer)
    .post("/graphql")
    .set("content-type", "application/json")
    .send({ query: operation.text });
};

describe("the home page's query (HomeRouteQuery) upstream", () => {
  it("When the home is queried twice, then the second costs the 6 /v1 lists only: the 3 config documents come from the cache", async () => {
    upstream.length = 0;
    const first = await home().expect(200);
    expect(first.body.errors).toBeUndefined();
    expect([...upstream].sort()).toEqual(
      [
        // Categories and issues of the hero's shortcuts come in one call (ADR 093); both rated lists of
        // four in another (ADR 094).
        "/v1/services/initial",
        "/v1/services/home-highlights",
        "/v1/services/top-list",
        "/v1/advertisements/top-list",
        "/v1/contents/top-list",
        "/v1/seminars/top-list",
        "/public/config/banner.json",
        "/public/config/home_counseling.json",
        "/public/config/home_slide.json",
      ].sort(),
    );
    upstream.length = 0;
    await home().expect(200);
    expect(upstream).toHaveLength(6);
    expect(upstream.every((path) => path.startsWith("/v1/"))).toBe(true);
  });

  it("When the home lists services, then their logos are versioned URLs that the BFF serves as immutable images", async () => {
    const res = await home().expect(200);
    const logos: string[] = res.body.data.topServices.map((s: { logoImagePath: string }) => s.logoImagePath);
    expect(logos).toHaveLength(5);
    for (const logo of logos) expect(logo).toMatch(/^\/media\/logos\/\d+-[0-9a-f]{16}\.svg$/);
    const image = await request(stack.bff.httpServer)
      .get(logos[0] ?? "")
      .expect(200);
    expect(image.headers["content-type"]).toMatch(/^image\/svg\+xml/);
    expect(image.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    expect(image.headers["x-content-type-options"]).toBe("nosniff");
    expect(Buffer.from(image.body).toString()).toContain("<svg");
  });

  it("When a logo file name is not one the api could serve, then the BFF does not forward it", async () => {
    upstream.length = 0;
    await request(stack.bff.httpServer).get("/media/logos/1-0123456789abcdef.exe").expect(404);
    expect(upstream).toEqual([]);
  });
});
