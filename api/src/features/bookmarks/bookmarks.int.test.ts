import { BOOKMARK_LIMIT } from "@iryo/domain/constants";
import { errorMessage } from "@iryo/domain/error-catalogue";
import request from "supertest";
import { beforeAll, describe, expect, it } from "vitest";
import { countRows } from "../../lib/row-sql.js";
import { bearer, newSession } from "../../test/auth.test-kit.js";
import { startMemberTestKit } from "../../test/member-test-kit.js";
import { useKit } from "../../test/use-kit.js";

const kit = useKit(startMemberTestKit);
let services: number[];

beforeAll(async () => {
  services = await kit.serviceIds(110);
});

const rowsOf = (userId: number) => countRows(kit.database.db, "bookmarks", { user_id: userId });

const at = (i: number) => services[i] as number;

describe("bookmarks", () => {
  it("When a visitor or an account without membership calls, then 0109006 and 0109002 come back", async () => {
    const visitor = await request(kit.app).get("/v1/services/bookmarks");
    expect(visitor.status).toBe(401);
    expect(visitor.body.error_code).toBe("0109006");

    const account = await newSession(kit, "no-membership@example.jp");
    const res = await request(kit.app)
      .put(`/v1/services/${at(0)}/bookmarks`)
      .set(bearer(account));
    expect(res.status).toBe(403);
    expect(res.body.error_code).toBe("0109002");
  });

  it("When a member bookmarks three services and removes one, then the list pages the other two newest first", async () => {
    const a = await kit.member("three");
    for (const i of [0, 1, 2]) {
      const res = await request(kit.app)
        .put(`/v1/services/${at(i)}/bookmarks`)
        .set(bearer(a))
        .expect(200);
      expect(res.body).toEqual({ service_id: at(i), bookmarked: true, bookmark_count: i + 1 });
    }
    // Idempotent: the same bookmark again stores nothing new.
    await request(kit.app)
      .put(`/v1/services/${at(2)}/bookmarks`)
      .set(bearer(a))
      .expect(200);
    const removed = await request(kit.app)
      .delete(`/v1/services/${at(1)}/bookmarks`)
      .set(bearer(a))
      .expect(200);
    expect(removed.body).toEqual({ service_id: at(1), bookmarked: false, bookmark_count: 2 });

    const list = await request(kit.app)
      .get("/v1/services/bookmarks?page_size=20&page_number=1")
      .set(bearer(a))
      .expect(200);
    expect(list.body.total_count).toBe(2);
    expect(list.body.bookmarks.map((b: { service_id: number }) => b.service_id).sort()).toEqual([at(0), at(2)].sort());
    expect(list.body.bookmarks[0]).toMatchObject({
      service_name: expect.any(String),
      provider_name: expect.any(String),
    });
    const page2 = await request(kit.app).get("/v1/services/bookmarks?page_number=2").set(bearer(a)).expect(200);
    expect(page2.body.bookmarks).toEqual([]);
    expect(await rowsOf(a.userId)).toBe(2);
  });

  it("When the service does not exist or the page size is not offered, then 0109005 and 0109004", async () => {
    const a = await kit.member("missing");
    const missing = await request(kit.app).put("/v1/services/999999/bookmarks").set(bearer(a));
    expect(missing.status).toBe(404);
    expect(missing.body.error_code).toBe("0109005");
    const badPage = await request(kit.app).get("/v1/services/bookmarks?page_size=7").set(bearer(a));
    expect(badPage.status).toBe(400);
    expect(badPage.body.error_code).toBe("0109004");
  });

  it("When a member with 50 bookmarks adds a 51st, then 1001001 comes back and nothing is stored", async () => {
    const a = await kit.member("limit");
    for (let i = 0; i < BOOKMARK_LIMIT; i++) {
      await request(kit.app)
        .put(`/v1/services/${at(i)}/bookmarks`)
        .set(bearer(a))
        .expect(200);
    }
    const res = await request(kit.app)
      .put(`/v1/services/${at(BOOKMARK_LIMIT)}/bookmarks`)
      .set(bearer(a));
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ error_code: "1001001", error_message: errorMessage("1001001") });
    expect(await rowsOf(a.userId)).toBe(BOOKMARK_LIMIT);
    // An existing bookmark may still be "added" again (no change), and after a removal a new one fits.
    await request(kit.app)
      .put(`/v1/services/${at(0)}/bookmarks`)
      .set(bearer(a))
      .expect(200);
    await request(kit.app)
      .delete(`/v1/services/${at(0)}/bookmarks`)
      .set(bearer(a))
      .expect(200);
    await request(kit.app)
      .put(`/v1/services/${at(BOOKMARK_LIMIT)}/bookmarks`)
      .set(bearer(a))
      .expect(200);
    expect(await rowsOf(a.userId)).toBe(BOOKMARK_LIMIT);
  });

  it("When one member sends 100 bookmark requests in parallel, then exactly 50 are stored and 50 answer 1001001", async () => {
    const a = await kit.member("parallel");
    const responses = await Promise.all(
      services.slice(0, 100).map((id) => request(kit.app).put(`/v1/services/${id}/bookmarks`).set(bearer(a))),
    );
    expect(responses.filter((r) => r.status === 200)).toHaveLength(BOOKMARK_LIMIT);
    expect(responses.filter((r) => r.status === 400 && r.body.error_code === "1001001")).toHaveLength(
      100 - BOOKMARK_LIMIT,
    );
    expect(await rowsOf(a.userId)).toBe(BOOKMARK_LIMIT);
  });

  it("When member B lists or removes, then member A's bookmarks are neither shown nor changed", async () => {
    const a = await kit.member("owner-a");
    const b = await kit.member("other-b");
    await request(kit.app)
      .put(`/v1/services/${at(5)}/bookmarks`)
      .set(bearer(a))
      .expect(200);
    const listB = await request(kit.app).get("/v1/services/bookmarks").set(bearer(b)).expect(200);
    expect(listB.body).toMatchObject({ bookmarks: [], total_count: 0 });
    await request(kit.app)
      .delete(`/v1/services/${at(5)}/bookmarks`)
      .set(bearer(b))
      .expect(200);
    expect(await rowsOf(a.userId)).toBe(1);
  });
});
