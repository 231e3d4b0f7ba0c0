import { describe, expect, it } from "vitest";
import {
  looksAffiliated,
  organisationKey,
  REJECTION_REASON_LABELS,
  REJECTION_REASONS,
  reviewStateOf,
  siteDomain,
  textFlags,
} from "./review-moderation.js";

describe("reviewStateOf", () => {
  it("When a rating is published, waiting, approved or rejected, then the reviewer sees 公開中, 審査中, 公開予定 or 非公開", () => {
    expect(reviewStateOf("published", "approved")).toBe("published");
    expect(reviewStateOf("pending", "waiting")).toBe("waiting");
    expect(reviewStateOf("pending", "approved")).toBe("scheduled");
    expect(reviewStateOf("pending", "rejected")).toBe("rejected");
  });
});

describe("textFlags", () => {
  it("When a text names a patient or a person with an honorific, then it is flagged; a generic word is not", () => {
    expect(textFlags(["患者 山田太郎の記録がすぐ見られます。"])).toEqual(["person_name"]);
    expect(textFlags(["佐藤さんが丁寧に教えてくれました。"])).toEqual(["person_name"]);
    expect(textFlags(["担当者さんの対応が丁寧でした。"])).toEqual([]);
    expect(textFlags(["患者さんの待ち時間が減りました。"])).toEqual([]);
  });

  it("When a text holds a long digit run, a phone number or an e-mail address, then each is flagged once", () => {
    expect(textFlags(["カルテ番号１２３４５６７で検索できます。"])).toEqual(["id_number"]);
    expect(textFlags(["連絡先は 03-1234-5678 です。"])).toEqual(["phone_number"]);
    expect(textFlags(["09012345678 に電話しました。"])).toEqual(["phone_number"]);
    expect(textFlags(["support＠example.co.jp に問い合わせました。"])).toEqual(["email_address"]);
    expect(textFlags(["導入費用は5万円でした。"])).toEqual([]);
  });
});

describe("looksAffiliated", () => {
  const provider = {
    providerName: "株式会社ウェーブメディカル",
    providerWebsiteUrl: "https://www.wave-medical.example/",
  };

  it("When the reviewer's organisation contains the provider's name without legal forms, then it looks affiliated", () => {
    expect(
      looksAffiliated({ ...provider, reviewerOrganisation: "ウェーブメディカル 東京支店", reviewerEmail: "a@b.jp" }),
    ).toBe(true);
  });

  it("When the reviewer's address is at the provider's website domain, then it looks affiliated", () => {
    expect(
      looksAffiliated({ ...provider, reviewerOrganisation: "中央病院", reviewerEmail: "taro@wave-medical.example" }),
    ).toBe(true);
  });

  it("When neither matches, or a name is shorter than two characters, then it does not", () => {
    expect(
      looksAffiliated({ ...provider, reviewerOrganisation: "医療法人 中央病院", reviewerEmail: "a@hosp.jp" }),
    ).toBe(false);
    expect(
      looksAffiliated({
        providerName: "株式会社A",
        providerWebsiteUrl: "",
        reviewerOrganisation: "A病院",
        reviewerEmail: "x@y.jp",
      }),
    ).toBe(false);
  });

  it("When names and domains are normalised, then legal forms, spaces and www. are dropped", () => {
    expect(organisationKey("医療法人社団 さくら会")).toBe("さくら会");
    expect(siteDomain("https://www.Example.com/path")).toBe("example.com");
    expect(siteDomain("someone@Example.com")).toBe("example.com");
    expect(siteDomain("not a url")).toBe("");
  });
});

describe("rejection reasons", () => {
  it("When the reasons are listed, then each has its Japanese label from the review guidelines", () => {
    expect(REJECTION_REASONS.every((reason) => REJECTION_REASON_LABELS[reason].length > 0)).toBe(true);
  });
});
