import { cleanup, fireEvent, render, screen, within } from "@testing-library/react";
import { useState } from "react";
import { afterEach, describe, expect, it } from "vitest";
import { ArticleLayout } from "./ArticleLayout";

afterEach(cleanup);

describe("ArticleLayout", () => {
  it("When the text has several h2 headings, then the side column lists them and each link reaches its heading", () => {
    render(
      <ArticleLayout aside={<p>関連サービス</p>}>
        <h1>記事</h1>
        <h2>導入の流れ</h2>
        <p>本文</p>
        <h2 id="cost">費用の目安</h2>
        {/* biome-ignore lint/a11y/useHeadingContent: an empty heading of authored text is left out of the contents */}
        <h2> </h2>
        <aside>
          <h2>この記事の続きは会員限定です</h2>
        </aside>
      </ArticleLayout>,
    );
    const toc = screen.getByRole("navigation", { name: "目次" });
    const links = within(toc).getAllByRole("link");
    expect(links.map((a) => [a.textContent, a.getAttribute("href")])).toEqual([
      ["導入の流れ", "#section-1"],
      ["費用の目安", "#cost"],
    ]);
    expect(screen.getByRole("heading", { name: "導入の流れ" }).id).toBe("section-1");
    expect(
      within(screen.getByRole("complementary", { name: "このページの補足" })).getByText("関連サービス"),
    ).toBeTruthy();
  });

  it("When the text has one heading or none, then no table of contents is shown", () => {
    render(
      <ArticleLayout>
        <h2>ひとつだけ</h2>
      </ArticleLayout>,
    );
    expect(screen.queryByRole("navigation", { name: "目次" })).toBeNull();
  });

  it("When the text arrives after the frame (a query), then the table of contents follows it", async () => {
    function Later() {
      const [loaded, setLoaded] = useState(false);
      return loaded ? (
        <>
          <h2>第1条</h2>
          <h2>第2条</h2>
        </>
      ) : (
        <button type="button" onClick={() => setLoaded(true)}>
          読み込む
        </button>
      );
    }
    render(
      <ArticleLayout>
        <Later />
      </ArticleLayout>,
    );
    expect(screen.queryByRole("navigation", { name: "目次" })).toBeNull();
    fireEvent.click(screen.getByRole("button", { name: "読み込む" }));
    const toc = await screen.findByRole("navigation", { name: "目次" });
    expect(
      within(toc)
        .getAllByRole("link")
        .map((a) => a.textContent),
    ).toEqual(["第1条", "第2条"]);
  });
});
