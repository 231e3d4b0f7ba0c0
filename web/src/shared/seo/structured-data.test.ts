import { MEETING_TYPE } from "@iryo/domain/meeting-type";
import { describe, expect, it } from "vitest";
import {
  breadcrumbList,
  contentArticle,
  type ServiceForJsonLd,
  seminarEvent,
  serializeJsonLd,
  serviceApplication,
} from "./structured-data";

const ORIGIN = "https://navi.example";

const service: ServiceForJsonLd = {
  id: "12",
  name: "メディブリッジEMR",
  summary: "クラウド型電子カルテ",
  logoImagePath: "/media/logos/12-abc.png",
  hasFreePlan: false,
  provider: { name: "株式会社メディカルブリッジ" },
  categories: [{ name: "電子カルテ" }],
  ratingSummary: { overallAverage: 4.2, overallCount: 7 },
};

describe("serializeJsonLd", () => {
  it("When a value holds </script> or <!--, then no < > & is left raw and JSON.parse gives the value back", () => {
    const data = { name: "a</script><script>x()</script><!-- & \u2028" };
    const text = serializeJsonLd(data);
    expect(text).not.toMatch(/[<>&\u2028]/);
    expect(JSON.parse(text)).toEqual(data);
  });
});

describe("serviceApplication", () => {
  it("When the service has scored ratings, then the AggregateRating carries their average and count", () => {
    const app = serviceApplication(service, ORIGIN);
    expect(app).toMatchObject({
      "@type": "SoftwareApplication",
      name: "メディブリッジEMR",
      url: `${ORIGIN}/services/detail/12`,
      image: `${ORIGIN}/media/logos/12-abc.png`,
      applicationSubCategory: "電子カルテ",
      publisher: { name: "株式会社メディカルブリッジ" },
      aggregateRating: { "@type": "AggregateRating", ratingValue: 4.2, ratingCount: 7, bestRating: 5 },
    });
    expect(app).not.toHaveProperty("offers");
  });

  it("When no rating has a score, then there is no AggregateRating; a free plan is an offer at 0 yen", () => {
    const app = serviceApplication(
      {
        ...service,
        hasFreePlan: true,
        categories: [],
        logoImagePath: null,
        ratingSummary: { overallAverage: null, overallCount: 0 },
      },
      ORIGIN,
    );
    expect(app).not.toHaveProperty("aggregateRating");
    expect(app).not.toHaveProperty("image");
    expect(app).not.toHaveProperty("applicationSubCategory");
    expect(app.offers).toEqual({ "@type": "Offer", price: 0, priceCurrency: "JPY" });
  });
});

describe("breadcrumbList", () => {
  it("When crumbs are given, then each is a ListItem in order; only the current page has no item", () => {
    const list = breadcrumbList(
      [{ label: "ホーム", to: "/" }, { label: "セミナー", to: "/seminars/list" }, { label: "今回" }],
      ORIGIN,
    );
    expect(list.itemListElement).toEqual([
      { "@type": "ListItem", position: 1, name: "ホーム", item: `${ORIGIN}/` },
      { "@type": "ListItem", position: 2, name: "セミナー", item: `${ORIGIN}/seminars/list` },
      { "@type": "ListItem", position: 3, name: "今回" },
    ]);
  });
});

describe("seminarEvent", () => {
  const seminar = {
    id: "3",
    title: "電子カルテ入門",
    meetingType: MEETING_TYPE.ONLINE,
    startsAt: "2026-12-01T05:00:00.000Z",
    endsAt: "2026-12-01T06:00:00.000Z",
    venue: null,
    meetingUrl: "https://meet.example/abc",
    organizerName: "医療ITナビ",
    thumbnailPath: null,
  };

  it("When online, then the attendance mode is online and the place is the meeting URL", () => {
    expect(seminarEvent(seminar, ORIGIN)).toMatchObject({
      "@type": "Event",
      startDate: seminar.startsAt,
      endDate: seminar.endsAt,
      eventAttendanceMode: "https://schema.org/OnlineEventAttendanceMode",
      location: { "@type": "VirtualLocation", url: "https://meet.example/abc" },
    });
    expect(seminarEvent({ ...seminar, meetingUrl: null }, ORIGIN).location).toEqual({
      "@type": "VirtualLocation",
      url: `${ORIGIN}/seminars/detail/3`,
    });
  });

  it("When the meeting field holds a sentence instead of a web address, then the location is the seminar's page, never a path made of the sentence", () => {
    for (const meetingUrl of ["お申し込み後にメールでご案内します", "zoom（後日ご案内）", "javascript:alert(1)"]) {
      expect(seminarEvent({ ...seminar, meetingUrl }, ORIGIN).location).toEqual({
        "@type": "VirtualLocation",
        url: `${ORIGIN}/seminars/detail/3`,
      });
    }
  });

  it("When offline, then the attendance mode is offline and the place is the venue", () => {
    const event = seminarEvent(
      { ...seminar, meetingType: MEETING_TYPE.OFFLINE, venue: "東京会場", thumbnailPath: "/media/s/3.svg" },
      ORIGIN,
    );
    expect(event).toMatchObject({
      eventAttendanceMode: "https://schema.org/OfflineEventAttendanceMode",
      location: { "@type": "Place", name: "東京会場", address: "東京会場" },
      image: `${ORIGIN}/media/s/3.svg`,
    });
  });
});

describe("contentArticle", () => {
  it("When built, then the headline, date, author and page are the article's", () => {
    const article = contentArticle(
      {
        id: "8",
        title: "記事",
        summary: "要約",
        authorName: "山田",
        publishedAt: "2026-11-01T00:00:00.000Z",
        thumbnailPath: "https://cdn.example/a.png",
      },
      ORIGIN,
    );
    expect(article).toMatchObject({
      "@type": "Article",
      headline: "記事",
      datePublished: "2026-11-01T00:00:00.000Z",
      author: { "@type": "Person", name: "山田" },
      mainEntityOfPage: `${ORIGIN}/contents/detail/8`,
      image: "https://cdn.example/a.png",
    });
  });
});
