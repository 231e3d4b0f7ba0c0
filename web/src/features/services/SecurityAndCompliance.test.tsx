import { cleanup, render, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { SecurityAndCompliance } from "./SecurityAndCompliance";
import type { ServiceDetailRouteQuery } from "./ServiceDetailRoute.generated";

type Service = ServiceDetailRouteQuery["service"];

const requirement = (no: number, label: string) => ({ __typename: "FeeRequirement" as const, no, label });
const row = (key: string, label: string, value: string, mark: string | null = null, url: string | null = null) => ({
  __typename: "AttributeRow" as const,
  key,
  label,
  value,
  url,
  mark,
});

const service = {
  attributeSections: [
    {
      __typename: "AttributeSection",
      key: "security",
      title: "セキュリティ・提供形態",
      provenance: "2026/10/01時点・運営確認済み（2026/10/05）",
      verified: true,
      rows: [
        row("security.data_centre", "データセンターの所在地", "国内"),
        row("security.cert.4", "ISMAP", "期限切れ（2026/10/31まで・C0001）", "expired"),
      ],
    },
    {
      __typename: "AttributeSection",
      key: "disclosure",
      title: "標準仕様の開示",
      provenance: "2026/09/01時点（提供者の申告）",
      verified: false,
      rows: [row("disclosure.2", "SDS", "公開（Ver.5.0）", "published", "https://example.com/sds")],
    },
  ],
  feeReadiness: {
    __typename: "FeeReadiness",
    level: 2,
    label: "電子的診療情報連携体制整備加算2（9点）",
    met: [requirement(1, "オンライン請求を行っていること"), requirement(8, "電子処方箋を発行する体制を有していること")],
    unmet: [requirement(9, "電子カルテ情報共有サービスを活用できる体制を有していること")],
    facilitySide: [requirement(5, "マイナ保険証利用率が30%以上であること")],
  },
} as unknown as Service;

afterEach(cleanup);

describe("the detail page's 「セキュリティ・制度対応」", () => {
  it("When a service has attributes, then each group shows its rows, its as-of date and whether the operator verified it", () => {
    render(<SecurityAndCompliance service={service} />);
    const section = screen.getByRole("region", { name: "セキュリティ・制度対応" });
    expect(within(section).getByText("国内")).toBeTruthy();
    expect(within(section).getByText("2026/10/01時点・運営確認済み（2026/10/05）")).toBeTruthy();
    expect(within(section).getByText("2026/09/01時点（提供者の申告）")).toBeTruthy();
    // An expired certificate says so in words.
    expect(within(section).getByText("期限切れ（2026/10/31まで・C0001）")).toBeTruthy();
    const link = within(section).getByRole("link", { name: /資料を見る/ });
    expect(link.getAttribute("href")).toBe("https://example.com/sds");
  });

  it("Shows the 加算 the product supports, the requirements it meets and the facility-side ones apart", () => {
    render(<SecurityAndCompliance service={service} />);
    expect(screen.getByText("電子的診療情報連携体制整備加算2（9点）")).toBeTruthy();
    const met = screen.getByRole("heading", { name: "この製品の機能で満たせる要件" }).parentElement as HTMLElement;
    expect(within(met).getByText("(8) 電子処方箋を発行する体制を有していること")).toBeTruthy();
    const facility = screen.getByRole("heading", { name: "施設側の要件（製品に依存しません）" })
      .parentElement as HTMLElement;
    expect(within(facility).getByText("(5) マイナ保険証利用率が30%以上であること")).toBeTruthy();
  });

  it("When a service has no attributes yet, then the section says so", () => {
    render(<SecurityAndCompliance service={{ attributeSections: [], feeReadiness: null } as unknown as Service} />);
    expect(screen.getByText("この項目はまだ登録されていません。")).toBeTruthy();
  });
});
