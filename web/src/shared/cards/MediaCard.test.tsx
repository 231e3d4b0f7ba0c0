import { highlightWords } from "@iryo/domain/search-query";
import { cleanup, render } from "@testing-library/react";
import { MemoryRouter } from "react-router";
import { afterEach, describe, expect, it } from "vitest";
import { ContentCard } from "./ContentCard";
import { SeminarCard } from "./SeminarCard";

afterEach(cleanup);

const content = {
  __typename: "Content" as const,
  id: "3",
  title: "電子カルテの選び方",
  summary: "デンシカルテを比べるときの三つの点",
  authorName: "編集部",
  tags: [],
  thumbnailPath: null,
  publishedAt: "2026-11-01T00:00:00.000Z",
};

const seminar = {
  __typename: "Seminar" as const,
  id: "2",
  title: "医療機関のランサムウェア対策",
  meetingTypeLabel: "オンライン",
  receptionStatus: 1,
  receptionStatusLabel: "受付中",
  receptionStatusColor: null,
  startsAt: "2026-12-01T01:00:00.000Z",
  endsAt: "2026-12-01T02:00:00.000Z",
  venue: null,
  organizerName: "株式会社ミライカルテ",
  tags: [],
  thumbnailPath: null,
};

const marks = (container: HTMLElement) => [...container.querySelectorAll("mark")].map((m) => m.textContent);

describe("search highlighting on media cards (ADR 177)", () => {
  it("When an article is a search result, then the keyword's words are marked in its title and summary", () => {
    const { container } = render(
      <MemoryRouter>
        <ContentCard content={content} highlight={highlightWords("でんしかるて")} />
      </MemoryRouter>,
    );
    expect(marks(container)).toEqual(["電子カルテ", "デンシカルテ"]);
    // The title stays one link holding the text as written.
    expect(container.querySelector("h3 a")?.textContent).toBe("電子カルテの選び方");
  });

  it("When a seminar is a search result, then the keyword's words are marked in its title; without a keyword nothing is", () => {
    const found = render(
      <MemoryRouter>
        <SeminarCard seminar={seminar} highlight={highlightWords("ﾗﾝｻﾑｳｪｱ 対策")} />
      </MemoryRouter>,
    );
    expect(marks(found.container)).toEqual(["ランサムウェア"]);
    cleanup();
    const plain = render(
      <MemoryRouter>
        <SeminarCard seminar={seminar} />
      </MemoryRouter>,
    );
    expect(marks(plain.container)).toEqual([]);
  });
});
