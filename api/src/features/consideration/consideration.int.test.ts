import { CONSIDERATION_STAGE } from "@iryo/domain/consideration";
import request from "supertest";
import { beforeAll, describe, expect, it } from "vitest";
import {
  downloadMaterial,
  giveMaterialConsent,
  startMemberKit,
  type TestMember,
} from "../../test/member-features.test-kit.js";
import { useKit } from "../../test/use-kit.js";

const kit = useKit(startMemberKit);
let services: { id: number; provider_id: number }[] = [];

beforeAll(async () => {
  services = await kit.database.db
    .selectFrom("services")
    .select(["id", "provider_id"])
    .where((eb) =>
      eb.exists(eb.selectFrom("material_files as f").select("f.id").whereRef("f.service_id", "=", "services.id")),
    )
    .orderBy("id")
    .limit(6)
    .execute();
});

const list = async (m: TestMember) =>
  (await request(kit.app).get("/v1/consideration-list").set(m.auth).expect(200)).body.services as {
    service_id: number;
    stage: number;
    added_by_member: boolean;
    negotiation_id: number | null;
  }[];

async function negotiate(m: TestMember, service: { id: number; provider_id: number }, status: number) {
  await kit.database.db
    .insertInto("negotiations")
    .values({ user_id: m.userId, service_id: service.id, provider_id: service.provider_id, meeting_type: 2, status })
    .execute();
}

describe("the consideration list", () => {
  it("When a member adds, downloads and applies, then each service shows the furthest stage it reached", async () => {
    const m = await kit.member();
    const [s1, s2, s3, s4, s5] = services as [
      (typeof services)[0],
      (typeof services)[0],
      (typeof services)[0],
      (typeof services)[0],
      (typeof services)[0],
    ];
    await request(kit.app).put(`/v1/consideration-list/${s1.id}`).set(m.auth).expect(204);
    await giveMaterialConsent(kit, m).expect(200);
    await downloadMaterial(kit.app, m.auth, `/v1/services/${s2.id}/material-download-tickets`);
    await negotiate(m, s3, 1);
    await negotiate(m, s4, 3);
    await negotiate(m, s5, 4);
    const stages = new Map((await list(m)).map((s) => [s.service_id, s.stage]));
    expect(stages.get(s1.id)).toBe(CONSIDERATION_STAGE.ADDED);
    expect(stages.get(s2.id)).toBe(CONSIDERATION_STAGE.MATERIAL_DOWNLOADED);
    expect(stages.get(s3.id)).toBe(CONSIDERATION_STAGE.MEETING_APPLIED);
    expect(stages.get(s4.id)).toBe(CONSIDERATION_STAGE.UNDER_CONSIDERATION);
    expect(stages.get(s5.id)).toBe(CONSIDERATION_STAGE.DECIDED);
  });

  it("When a negotiation was sent off and nothing else happened, then the service is not listed", async () => {
    const m = await kit.member();
    await negotiate(m, services[0] as (typeof services)[0], 6);
    expect(await list(m)).toEqual([]);
  });

  it("When the member removes a downloaded service, then it is hidden until a newer activity brings it back", async () => {
    const m = await kit.member();
    const s = services[1] as (typeof services)[0];
    await giveMaterialConsent(kit, m).expect(200);
    await downloadMaterial(kit.app, m.auth, `/v1/services/${s.id}/material-download-tickets`);
    expect((await list(m)).map((x) => x.service_id)).toEqual([s.id]);
    await request(kit.app).delete(`/v1/consideration-list/${s.id}`).set(m.auth).expect(204);
    expect(await list(m)).toEqual([]);
    kit.advance(1000);
    await downloadMaterial(kit.app, m.auth, `/v1/services/${s.id}/material-download-tickets`);
    expect((await list(m)).map((x) => x.service_id)).toEqual([s.id]);
  });

  it("When the service does not exist, then 404 0109005; a visitor gets 401", async () => {
    const m = await kit.member();
    const res = await request(kit.app).put("/v1/consideration-list/999999").set(m.auth).expect(404);
    expect(res.body.error_code).toBe("0109005");
    await request(kit.app).get("/v1/consideration-list").expect(401);
  });

  it("When member B reads or changes the list, then member A's list is neither shown nor changed", async () => {
    const a = await kit.member();
    const b = await kit.member();
    const s = services[2] as (typeof services)[0];
    await request(kit.app).put(`/v1/consideration-list/${s.id}`).set(a.auth).expect(204);
    expect(await list(b)).toEqual([]);
    await request(kit.app).delete(`/v1/consideration-list/${s.id}`).set(b.auth).expect(204);
    expect((await list(a)).map((x) => x.service_id)).toEqual([s.id]);
  });
});
