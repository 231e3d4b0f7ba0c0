import request from "supertest";
import { describe, expect, it } from "vitest";
import { startSeededApp } from "../../test/seeded-app.js";
import { useKit } from "../../test/use-kit.js";
import { createAdvertisementsRepository } from "./advertisements.repository.js";

const kit = useKit(startSeededApp);

interface AdItem {
  advertisement_id: number;
  title: string;
  label_style: number;
  image_path: string;
}

describe("GET /v1/advertisements/top-list", () => {
  it("When the home asks, then 10 ads in their period come in display order, with label style and image", async () => {
    const res = await request(kit.app).get("/v1/advertisements/top-list").expect(200);
    const ads: AdItem[] = res.body.advertisements;
    expect(ads).toHaveLength(10);
    expect(ads[0]?.advertisement_id).toBe(1);
    expect(ads.every((a) => a.label_style >= 1 && a.label_style <= 4)).toBe(true);
    expect(ads[0]?.image_path).toBe("/media/advertisements/1.svg");
  });

  it("When an ad has ended or has not started, then it is not listed", async () => {
    const total = await kit.db.selectFrom("advertisements").select("id").execute();
    expect(total.length).toBeGreaterThanOrEqual(12);
    await kit.db.updateTable("advertisements").set({ sort_order: 0 }).where("id", "in", [13, 14]).execute();
    const res = await request(kit.app).get("/v1/advertisements/top-list").expect(200);
    const titles = res.body.advertisements.map((a: AdItem) => a.title);
    expect(titles).not.toContain("夏の電子カルテ乗り換えキャンペーン");
    expect(titles).not.toContain("2028年度 診療報酬改定対策セミナー");
  });
});

describe("POST /v1/advertisements/{id}/click", () => {
  it("When an ad is clicked, then one click is recorded and its link comes back", async () => {
    const repo = createAdvertisementsRepository(kit.db);
    const before = await repo.countClicks(2);
    const res = await request(kit.app).post("/v1/advertisements/2/click").expect(201);
    expect(res.body.link_url).toBe("https://example.com/ads/medisecure");
    expect(await repo.countClicks(2)).toBe(before + 1);
  });

  it.each(["99999", "abc"])("When the ad %s does not exist, then 404 and nothing is recorded", async (id) => {
    const res = await request(kit.app).post(`/v1/advertisements/${id}/click`).expect(404);
    expect(res.body.error_code).toBe("0109005");
  });
});
