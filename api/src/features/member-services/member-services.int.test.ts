import { NEGOTIATION_STATUS } from "@iryo/domain/negotiation-status";
import request from "supertest";
import { beforeAll, describe, expect, it } from "vitest";
import { bearer, newSession } from "../../test/auth.test-kit.js";
import { OTHER_BUSINESS, startMemberTestKit } from "../../test/member-test-kit.js";
import { useKit } from "../../test/use-kit.js";

const kit = useKit(startMemberTestKit);
let serviceId: number;

beforeAll(async () => {
  [serviceId] = (await kit.serviceIds(1)) as [number];
});

describe("the member variants of the service pages", () => {
  it("When a member opens the detail, overview and material variants, then each adds the member's own state", async () => {
    const a = await kit.member("detail");
    await request(kit.app).put(`/v1/services/${serviceId}/bookmarks`).set(bearer(a)).expect(200);
    const publicDetail = await request(kit.app).get(`/v1/services/${serviceId}`).expect(200);
    const detail = await request(kit.app).get(`/v1/services/${serviceId}/auth`).set(bearer(a)).expect(200);
    expect(detail.body).toMatchObject({ ...publicDetail.body });
    expect(detail.body.member).toEqual({
      bookmarked: true,
      bookmark_count: 1,
      own_rating: null,
      rating_refusal_code: null,
      negotiation: null,
    });
    const overview = await request(kit.app).get(`/v1/services/${serviceId}/overview/auth`).set(bearer(a)).expect(200);
    expect(overview.body).toMatchObject({ service_id: serviceId, member: { bookmarked: true } });
    const material = await request(kit.app).get(`/v1/services/material/${serviceId}/auth`).set(bearer(a)).expect(200);
    expect(material.body).toMatchObject({ material_files: expect.any(Array), member: { bookmarked: true } });
  });

  it("When a negotiation decided after the member applied again is newer, then the detail still names the open application", async () => {
    const a = await kit.member("detail-open");
    const service = await kit.database.db
      .selectFrom("services")
      .select(["id", "provider_id"])
      .where("id", "=", serviceId)
      .executeTakeFirstOrThrow();
    const negotiation = (status: number, updatedAt: Date) =>
      kit.database.db
        .insertInto("negotiations")
        .values({
          user_id: a.userId,
          service_id: service.id,
          provider_id: service.provider_id,
          meeting_type: 2,
          status,
          updated_at: updatedAt,
        })
        .returning("id")
        .executeTakeFirstOrThrow();
    const open = await negotiation(NEGOTIATION_STATUS.APPLICATION_COMPLETED, new Date(Date.now() - 60_000));
    await negotiation(NEGOTIATION_STATUS.SENT_OFF, new Date());

    const detail = await request(kit.app).get(`/v1/services/${serviceId}/auth`).set(bearer(a)).expect(200);

    expect(detail.body.member.negotiation).toMatchObject({ negotiation_id: open.id, negotiation_status: 1 });
  });

  it("When an other-business member opens the detail, then it says why they cannot rate", async () => {
    const biz = await kit.member("detail-biz", [OTHER_BUSINESS]);
    const detail = await request(kit.app).get(`/v1/services/${serviceId}/auth`).set(bearer(biz)).expect(200);
    expect(detail.body.member).toMatchObject({ bookmarked: false, rating_refusal_code: "0901001" });
  });

  it("When a visitor or an unknown id is asked for, then 0109006 and 0109005", async () => {
    expect((await request(kit.app).get(`/v1/services/${serviceId}/auth`)).body.error_code).toBe("0109006");
    const a = await kit.member("detail-missing");
    const missing = await request(kit.app).get("/v1/services/999999/auth").set(bearer(a));
    expect(missing.status).toBe(404);
    expect(missing.body.error_code).toBe("0109005");
  });

  it("When a member clicks an advertisement, then the click is recorded with who clicked", async () => {
    const a = await kit.member("clicker");
    const ad = await kit.database.db.selectFrom("advertisements").select("id").executeTakeFirstOrThrow();
    const res = await request(kit.app).post(`/v1/advertisements/${ad.id}/click-auth`).set(bearer(a)).expect(201);
    const row = await kit.database.db
      .selectFrom("advertisement_clicks")
      .select(["advertisement_id", "user_id"])
      .where("id", "=", String(res.body.click_id))
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ advertisement_id: ad.id, user_id: a.userId });
    expect((await request(kit.app).post("/v1/advertisements/999999/click-auth").set(bearer(a))).status).toBe(404);
  });
});

describe("settings and hospitals", () => {
  const FORM = {
    last_name: "新姓",
    first_name: "新名",
    hospital_location: 27,
    hospital_name: "大阪なにわ中央病院",
    department: 7,
    role_in_department: 6,
    position: "部長",
    working_corporate_type: 4,
    corporate_type: [10],
    sickbed_number: "1,000",
    email_magazine_flag: 1,
  };

  it("When a full member updates the basic information, then it is stored; an invalid field answers its code", async () => {
    const a = await kit.member("settings");
    await request(kit.app).put("/v1/membership").set(bearer(a)).send(FORM).expect(200);
    const m = await request(kit.app).get("/v1/membership").set(bearer(a)).expect(200);
    expect(m.body).toMatchObject({
      last_name: "新姓",
      hospital_prefecture: 27,
      sickbed_number: 1000,
      position: "部長",
    });

    const bad = await request(kit.app)
      .put("/v1/membership")
      .set(bearer(a))
      .send({ ...FORM, last_name: "" });
    expect(bad.status).toBe(400);
    expect(bad.body).toMatchObject({ error_code: "0101001", field_errors: { last_name: "0101001" } });
  });

  it("When an account without membership updates, then 0109002 comes back", async () => {
    const tokens = await newSession(kit, "settings-none@example.jp");
    const res = await request(kit.app).put("/v1/membership").set(bearer(tokens)).send(FORM);
    expect(res.status).toBe(403);
    expect(res.body.error_code).toBe("0109002");
  });

  it("When the autocomplete asks for a prefecture and a keyword, then matching fictional hospitals come back", async () => {
    const res = await request(kit.app).get("/v1/common/hospitals?prefecture=13&keyword=中央").expect(200);
    expect(res.body.hospitals.length).toBeGreaterThan(0);
    for (const h of res.body.hospitals) {
      expect(h.prefecture).toBe(13);
      expect(h.hospital_name).toContain("中央");
    }
    const wildcard = await request(kit.app).get("/v1/common/hospitals?keyword=%25").expect(200);
    expect(wildcard.body.hospitals).toEqual([]);
    expect((await request(kit.app).get("/v1/common/hospitals?prefecture=99")).status).toBe(400);
  });
});
