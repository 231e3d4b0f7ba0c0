import { describe, expect, it } from "vitest";
import { FAQ_ITEMS, rankSupportAnswers, SUPPORT_ANSWERS } from "./support-answers.js";

const first = (query: string) => rankSupportAnswers(query)[0];

describe("rankSupportAnswers (product §2.5)", () => {
  it("When a FAQ question is typed in other words, then its answer comes first", () => {
    expect(first("比較は何件まで？")?.question).toBe("比較できるサービスは何件までですか。");
    expect(first("退会の方法")?.question).toBe("退会したいときはどうすればよいですか。");
    expect(first("費用")?.question).toBe("利用に費用はかかりますか。");
    expect(first("ひかくは何件まで")?.question).toBe("比較できるサービスは何件までですか。");
  });

  it("When the query is in hiragana or half-width kana, then it is folded like the text", () => {
    expect(first("ぱすわーど")?.question).toBe("パスワードを忘れました。");
    expect(first("ﾊﾟｽﾜｰﾄﾞ")?.question).toBe("パスワードを忘れました。");
    expect(first("ｐｒ")?.question).toBe("広告と通常の掲載はどう見分けられますか。");
  });

  it("When a member asks how to reset a password, then the answer says a link is mailed, valid for an hour, never a code", () => {
    const answer = first("パスワードを忘れた")?.answer ?? "";
    expect(answer).toContain("リンク");
    expect(answer).toContain("1時間");
    expect(answer).not.toContain("コード");
  });

  it("When the guide or the review guidelines answer it, then the answer links to that page", () => {
    expect(first("口コミを投稿できる人")?.page.path).toBe("/review-guidelines");
    expect(first("資料をダウンロードしたい")?.page.path).toBe("/guide");
  });

  it("When nothing matches or nothing is typed, then there is no answer", () => {
    expect(rankSupportAnswers("量子コンピュータ")).toEqual([]);
    expect(rankSupportAnswers("  ")).toEqual([]);
  });

  it("When many answer, then at most the limit, best first", () => {
    expect(rankSupportAnswers("口コミ", SUPPORT_ANSWERS, 2)).toHaveLength(2);
  });

  it("Every FAQ item is an answer that links to the FAQ page", () => {
    const faq = SUPPORT_ANSWERS.filter((a) => a.page.path === "/faq");
    expect(faq.map((a) => a.question)).toEqual(FAQ_ITEMS.map((f) => f.question));
  });
});
