import { existsSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { DEMO_MEMBER_EMAIL } from "@iryo/api/seed/members.seed";
import request from "supertest";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { setCookies } from "../../test/set-cookies.js";
import { signInCookies, startTestStack, type TestStack } from "../../test/stack.js";
import { MemoryResponseStore } from "../response-cache/store.js";

// The real web build (`npm run build` runs before the tests in `npm test`): the server render and its manifest.
const WEB_DIST = fileURLToPath(new URL("../../../../web/dist/", import.meta.url));
const SSR_ENTRY = fileURLToPath(new URL("../../../../web/dist-server/entry-server.js", import.meta.url));
if (!existsSync(SSR_ENTRY)) throw new Error(`${SSR_ENTRY} is missing: run \`npm run build\` first`);

const store = new MemoryResponseStore();
let stack: TestStack;
beforeAll(async () => {
  stack = await startTestStack({ SSR: true, WEB_DIST_DIR: WEB_DIST, responseStore: store });
});
afterAll(async () => {
  await stack?.close();
});
afterEach(async () => {
  await store.clear();
});

function gql(query: string, variables: Record<string, unknown> = {}, cookies: string[] = []) {
  return request(stack.bff.httpServer)
    .post("/graphql")
    .set("content-type", "application/json")
    .set("cookie", cookies.join("; "))
    .send({ query, variables });
}

// supertest listens on a new port per request: one Host, so that the page cache (keyed by origin) is shared.
const HOST = "portal.example";

function page(path: string, cookies: string[] = []) {
  const req = request(stack.bff.httpServer).get(path).set("host", HOST).set("accept", "text/html");
  return cookies.length > 0 ? req.set("cookie", cookies.join("; ")) : req;
}

function memberCookies(): Promise<string[]> {
  return signInCookies(stack.bff.httpServer);
}

interface MemberView {
  readonly names: string[];
  readonly reviewTexts: string[];
}

/** What only the member may see of a rated service's ratings page: their own identity and the review texts. */
async function memberView(cookies: string[]): Promise<{ id: string; member: MemberView }> {
  const search = await gql(`{ searchServices(keyword: "カルテ") { items { id ratingSummary { ratingCount } } } }`);
  const rated = search.body.data.searchServices.items.find(
    (s: { ratingSummary: { ratingCount: number } }) => s.ratingSummary.ratingCount > 0,
  );
  const id: string = rated.id;
  const res = await gql(
    `query ($id: ID!) { me { loggedIn username } serviceRatings(serviceId: $id) { textsVisible items { goodPoint improvementPoint } } }`,
    { id },
    cookies,
  ).expect(200);
  const { me, serviceRatings } = res.body.data;
  expect(me.loggedIn).toBe(true);
  expect(serviceRatings.textsVisible).toBe(true);
  const reviewTexts = serviceRatings.items
    .flatMap((r: { goodPoint: string | null; improvementPoint: string | null }) => [r.goodPoint, r.improvementPoint])
    .filter((text: string | null): text is string => typeof text === "string" && text.length > 8);
  expect(reviewTexts.length).toBeGreaterThan(0);
  const names = [me.username].filter((n: unknown): n is string => typeof n === "string" && n.length > 0);
  expect(names.length).toBeGreaterThan(0);
  return { id, member: { names, reviewTexts } };
}

describe("server-rendered pages and members", () => {
  it("When a member has viewed a ratings page, then the page rendered for a visitor holds no member data", async () => {
    const cookies = await memberCookies();
    const { id, member } = await memberView(cookies);
    const path = `/services/${id}/ratings-and-reviews`;
    // (The visitor search above filled the GraphQL cache: start the page's part empty.)
    await store.clear();

    // The member gets a page rendered for their session: their cut of the data, sent once, nothing cached.
    const asMember = await page(path, cookies).expect(200);
    expect(asMember.headers["x-cache"]).toBeUndefined();
    expect(asMember.headers["cache-control"]).toBe("private, no-store");
    expect(asMember.headers.etag).toBeUndefined();
    expect(asMember.headers.vary).toBe("Accept-Encoding, Cookie");
    expect(asMember.text).toContain('"session":true');
    expect(asMember.text).toContain('"textsVisible":true');
    for (const text of member.reviewTexts) expect(asMember.text).toContain(text);
    expect(store.size).toBe(0);

    const asVisitor = await page(path).expect(200);
    expect(asVisitor.headers["x-cache"]).toBe("MISS");
    expect(asVisitor.headers["cache-control"]).toBe("no-cache");
    expect(asVisitor.headers.vary).toMatch(/Cookie/);
    expect(asVisitor.text).toContain('id="ssr-state"');
    expect(asVisitor.text).toMatch(/の評価・レビュー｜医療ITナビ<\/title>/);
    for (const text of member.reviewTexts) expect(asVisitor.text).not.toContain(text);
    expect(asVisitor.text).not.toContain(DEMO_MEMBER_EMAIL);
    for (const name of member.names) expect(asVisitor.text).not.toContain(name);
    // The state carries the visitor's cut: review texts hidden.
    expect(asVisitor.text).toContain('"textsVisible":false');
    expect(asVisitor.text).not.toContain('"textsVisible":true');
  });

  it("When a visitor page is cached, then a request with a session never gets it", async () => {
    const cookies = await memberCookies();
    const first = await page("/services/detail/1").expect(200);
    expect(first.headers["x-cache"]).toBe("MISS");
    const second = await page("/services/detail/1").expect(200);
    expect(second.headers["x-cache"]).toBe("HIT");
    expect(second.text).toBe(first.text);

    // The member: a page rendered for that request, never the stored visitor page.
    const asMember = await page("/services/detail/1", cookies).expect(200);
    expect(asMember.headers["x-cache"]).toBeUndefined();
    expect(asMember.headers["cache-control"]).toBe("private, no-store");
    expect(asMember.text).toContain('"session":true');
    expect(asMember.text).not.toBe(first.text);
    // A session the api refuses: the shell (the browser asks to log in again), its cookies cleared.
    for (const session of [["iryo_rt=stale"], ["iryo_id=stale"]]) {
      const res = await page("/services/detail/1", session).expect(200);
      expect(res.headers["x-cache"]).toBeUndefined();
      expect(res.text).not.toContain('id="ssr-state"');
      expect(setCookies(res).some((line) => /^iryo_(rt|id)=;/.test(line))).toBe(true);
    }
    const bearer = await request(stack.bff.httpServer)
      .get("/services/detail/1")
      .set("host", HOST)
      .set("accept", "text/html")
      .set("authorization", "Bearer some-token")
      .expect(200);
    expect(bearer.text).not.toContain('id="ssr-state"');
  });

  it("When a member opens their negotiation list and room, then both are rendered for them alone and never stored", async () => {
    const cookies = await memberCookies();
    const list = await gql(
      "{ negotiations(pageSize: 20, pageNumber: 1) { items { id service { name } } } }",
      {},
      cookies,
    ).expect(200);
    const items: { id: string; service: { name: string } }[] = list.body.data.negotiations.items;
    expect(items.length).toBeGreaterThan(0);
    const [first] = items;
    if (!first) throw new Error("the demo member has no negotiation");

    const listPage = await page("/negotiation/list", cookies).expect(200);
    expect(listPage.headers["cache-control"]).toBe("private, no-store");
    expect(listPage.text).toContain('"session":true');
    expect(listPage.text).toContain(first.service.name);
    const room = await page(`/negotiation/detail/${first.id}`, cookies).expect(200);
    expect(room.headers["cache-control"]).toBe("private, no-store");
    expect(room.text).toContain('"session":true');
    expect(room.text).toContain(`"NegotiationDetail:${first.id}"`);
    expect(store.size).toBe(0);

    // Another member's room is not theirs: the 403/404 page, not the room, and still nothing stored.
    const other = await page("/negotiation/detail/999999", cookies);
    expect([403, 404]).toContain(other.status);
    expect(other.text).not.toContain('"session":true');
    expect(store.size).toBe(0);
  });

  it("When pages are rendered, then the status codes are the page's: 404 for an unknown path or id, 403, redirects", async () => {
    const missing = await page("/services/detail/999999").expect(404);
    expect(missing.text).toContain("ページが見つかりません");
    expect(missing.text).toContain('"hydrate":false');
    await page("/no/such/page").expect(404);
    await page("/error/404").expect(404);
    await page("/error/403").expect(403);
    const home = await page("/home").expect(302);
    expect(home.headers.location).toBe("/");
    // Forms stay client-rendered; a member page is the shell for a visitor (it sends them to log in).
    const login = await page("/login").expect(200);
    expect(login.text).not.toContain('id="ssr-state"');
    const negotiations = await page("/negotiation/list").expect(200);
    expect(negotiations.text).toContain('<div id="root"></div>');
    expect(negotiations.text).not.toContain('id="ssr-state"');
  });
});
