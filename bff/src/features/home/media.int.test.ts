import { DEMO_MEMBER_EMAIL, DEMO_PASSWORD } from "@iryo/api/seed/members.seed";
import request from "supertest";
import { describe, expect, it } from "vitest";
import { bearerHeader, useTestStack } from "../../test/stack.js";

const { stack, gql } = useTestStack();

const HOME = `{
  home {
    advertisements { id title sponsorName labelStyle labelColor imagePath }
    contents { id title publishedAt }
    seminars { id title receptionStatus receptionStatusLabel receptionStatusColor }
    banners { id alt link srcPc srcSp }
    counseling { title points { title } }
    slide { title slides { title link } }
  }
}`;

describe("home through the BFF", () => {
  it("When the home is queried, then 10 ads, 5 articles, 4 accepting seminars, banners, counseling and slides come", async () => {
    const res = await gql(HOME).expect(200);
    expect(res.body.errors).toBeUndefined();
    const home = res.body.data.home;
    expect(home.advertisements).toHaveLength(10);
    expect(home.advertisements[0]).toMatchObject({
      labelStyle: 1,
      labelColor: "red",
      sponsorName: "株式会社ミライカルテ",
    });
    expect(home.contents).toHaveLength(5);
    expect(home.seminars).toHaveLength(4);
    expect(home.seminars[0]).toMatchObject({
      receptionStatus: 2,
      receptionStatusLabel: "受付中",
      receptionStatusColor: "red",
    });
    expect(home.banners[0].srcPc).toBe("/media/banners/1-pc.svg");
    expect(home.counseling.points).toHaveLength(3);
    expect(home.slide.slides.length).toBeGreaterThanOrEqual(3);
  });

  it("When config documents are asked twice within the TTL, then the second time costs no call for them", async () => {
    await gql("{ terms { title } privacyPolicy { title } }").expect(200);
    await gql("{ terms { title } privacyPolicy { title } }").expect(200);
    expect(stack().bff.lastContext()?.restCalls.count).toBe(0);
  });
});

describe("seminars through the BFF", () => {
  it("When filtered by status 3, then only reception-ended seminars with the gray label come", async () => {
    const res = await gql("{ seminars(status: 3) { totalCount items { receptionStatusLabel receptionStatusColor } } }");
    const page = res.body.data.seminars;
    expect(page.totalCount).toBeGreaterThan(0);
    for (const s of page.items) expect(s).toEqual({ receptionStatusLabel: "受付終了", receptionStatusColor: "gray" });
  });

  it("When a seminar's detail is asked, then its sanitised description and related services come", async () => {
    const res = await gql('{ seminar(id: "1") { title meetingTypeLabel descriptionHtml relatedServices { name } } }');
    expect(res.body.data.seminar.meetingTypeLabel).toBe("オンライン");
    expect(res.body.data.seminar.descriptionHtml).toContain("<h2>主な内容</h2>");
    expect(res.body.data.seminar.relatedServices.map((s: { name: string }) => s.name)).toContain(
      "ミライカルテ クラウド",
    );
  });

  it("When the seminar does not exist, then NOT_FOUND with 0109005", async () => {
    const res = await gql('{ seminar(id: "99999") { title } }').expect(200);
    expect(res.body.errors[0].extensions).toEqual({ code: "NOT_FOUND", errorCode: "0109005" });
  });

  it("When the page size is 30, then BAD_USER_INPUT with 0109004", async () => {
    const res = await gql("{ seminars(pageSize: 30) { totalCount } }").expect(200);
    expect(res.body.errors[0].extensions).toEqual({ code: "BAD_USER_INPUT", errorCode: "0109004" });
  });

  it("When the keyword has 51 characters, then BAD_USER_INPUT with 0101004; with 50, then results", async () => {
    const query = "query ($k: String) { searchSeminars(keyword: $k) { totalCount } }";
    const res = await gql(query, { k: "あ".repeat(51) });
    expect(res.body.errors[0].extensions.errorCode).toBe("0101004");
    const ok = await gql(query, { k: "あ".repeat(50) });
    expect(ok.body.data.searchSeminars.totalCount).toBe(0);
  });
});

describe("contents through the BFF", () => {
  const DETAIL = '{ content(id: "1") { title bodyHtml hasMembersOnlyPart viewerIsMember relatedServices { name } } }';

  it("When a visitor reads an article, then after-login blocks are gone, before-login shown, and the video is a player", async () => {
    const res = await gql(DETAIL).expect(200);
    const content = res.body.data.content;
    expect(content.hasMembersOnlyPart).toBe(true);
    expect(content.viewerIsMember).toBe(false);
    expect(content.bodyHtml).not.toContain("会員限定");
    expect(content.bodyHtml).toContain('data-visibility="before-login"');
    expect(content.bodyHtml).toContain('src="https://www.youtube-nocookie.com/embed/M7lc1UVf-VE"');
  });

  it("When a member reads it, then the after-login block shows and the before-login one is gone", async () => {
    const tokens = await request(stack().apiUrl)
      .post("/v1/auth/sign-in")
      .send({ email: DEMO_MEMBER_EMAIL, password: DEMO_PASSWORD })
      .expect(200);
    const res = await gql(DETAIL, {}, bearerHeader(tokens.body.id_token)).expect(200);
    expect(res.body.data.content.bodyHtml).toContain("会員限定");
    expect(res.body.data.content.bodyHtml).not.toContain('data-visibility="before-login"');
  });

  it("When a client sends a forged bearer token, then it still reads as a visitor", async () => {
    const res = await gql(DETAIL, {}, bearerHeader("forged-token")).expect(200);
    expect(res.body.data.content.viewerIsMember).toBe(false);
    expect(res.body.data.content.bodyHtml).not.toContain("会員限定");
  });

  it("When searched by a hiragana keyword, then katakana titles are found", async () => {
    const res = await gql('{ searchContents(keyword: "らんさむうぇあ") { totalCount items { title } } }');
    expect(res.body.data.searchContents.totalCount).toBeGreaterThan(0);
  });

  it("When tags are asked, then each has a count", async () => {
    const res = await gql("{ contentTags { name count } seminarTags { name count } }");
    expect(res.body.data.contentTags.length).toBeGreaterThan(5);
    expect(res.body.data.seminarTags[0].count).toBeGreaterThan(0);
  });

  it("When a service is asked with its related seminars and contents, then those linked come", async () => {
    const seminar = await gql('{ seminar(id: "2") { relatedServices { id } } }');
    const serviceId = seminar.body.data.seminar.relatedServices[0].id;
    const res = await gql("query ($id: ID!) { service(id: $id) { relatedSeminars { id } relatedContents { id } } }", {
      id: serviceId,
    });
    expect(res.body.errors).toBeUndefined();
    expect(res.body.data.service.relatedSeminars.map((s: { id: string }) => s.id)).toContain("2");
  });
});

describe("config documents and pictures through the BFF", () => {
  it("When classification, prefectures and system config are asked, then they come typed", async () => {
    const res = await gql(
      "{ classification { enumerations { name options { value label } } } prefectures { value label } systemConfig { termsOfUseVersion } }",
    );
    expect(res.body.data.prefectures).toHaveLength(47);
    const names = res.body.data.classification.enumerations.map((e: { name: string }) => e.name);
    expect(names).toContain("corporateType");
    expect(res.body.data.systemConfig.termsOfUseVersion).toBe(1);
  });

  it("When the browser asks the site for a picture or a config document, then the BFF passes the api's answer on", async () => {
    const svg = await request(stack().bff.httpServer).get("/media/banners/1-sp.svg").expect(200);
    expect(svg.headers["content-type"]).toMatch(/image\/svg\+xml/);
    const doc = await request(stack().bff.httpServer).get("/public/config/terms.json").expect(200);
    await request(stack().bff.httpServer)
      .get("/public/config/terms.json")
      .set("if-none-match", String(doc.headers.etag))
      .expect(304);
    await request(stack().bff.httpServer).get("/media/banners/999-pc.svg").expect(404);
  });

  it("When an ad is clicked, then its link comes back", async () => {
    const res = await gql('mutation { recordAdvertisementClick(id: "1") { linkUrl } }');
    expect(res.body.data.recordAdvertisementClick.linkUrl).toBe("https://example.com/ads/mirai-karte");
  });
});
