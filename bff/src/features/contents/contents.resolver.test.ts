import "reflect-metadata";
import type { restLoginInfoSchema } from "@iryo/domain/contracts/membership";
import { describe, expect, it, vi } from "vitest";
import type { z } from "zod";
import type { Viewer } from "../../lib/editor-html/editor-html.js";
import { fakeContext, signedInSession } from "../../test/fake-context.js";
import type { ContentDetail, ContentPage } from "./content.type.js";
import { ContentsResolver } from "./contents.resolver.js";

/** GET /v1/users/login_info, as the membership source answers it. */
type LoginInfo = z.output<typeof restLoginInfoSchema>;

const loginInfo = (member_state: LoginInfo["member_state"]): LoginInfo => ({
  user_id: 12,
  username: "山田 太郎",
  hospital_name: null,
  department: null,
  is_pre_member: member_state === "pre-member",
  terms_of_use_version: 3,
  provider_id: null,
  account_kind: "member",
  member_state,
  email: "yamada@example.jp",
});

// A stand-in: the test checks which viewer the article is cut for, not its fields.
const article = { id: "7" } as unknown as ContentDetail;

function detailSpy() {
  return vi.fn(async (_id: string, _viewer: Viewer) => article);
}

describe("ContentsResolver.content", () => {
  it("When a visitor reads an article, then it is cut for a visitor without asking /v1 who they are", async () => {
    const detail = detailSpy();
    const loginInfoCall = vi.fn(async () => loginInfo("full"));
    const ctx = fakeContext({ contents: { detail }, membership: { loginInfo: loginInfoCall } });
    await expect(new ContentsResolver().content("7", ctx)).resolves.toBe(article);
    expect(detail).toHaveBeenCalledWith("7", "visitor");
    expect(loginInfoCall).not.toHaveBeenCalled();
  });

  it("When an active member reads an article, then it is cut for a member", async () => {
    const detail = detailSpy();
    const ctx = fakeContext(
      { contents: { detail }, membership: { loginInfo: async () => loginInfo("other-business") } },
      { session: signedInSession().session },
    );
    await new ContentsResolver().content("7", ctx);
    expect(detail).toHaveBeenCalledWith("7", "member");
  });

  it("When a pre-member, or a session whose login info fails, reads an article, then it is cut for a visitor", async () => {
    const detail = detailSpy();
    const session = signedInSession().session;
    const resolver = new ContentsResolver();
    await resolver.content(
      "7",
      fakeContext(
        { contents: { detail }, membership: { loginInfo: async () => loginInfo("pre-member") } },
        { session },
      ),
    );
    await resolver.content(
      "8",
      fakeContext(
        {
          contents: { detail },
          membership: {
            loginInfo: async () => {
              throw new Error("api down");
            },
          },
        },
        { session },
      ),
    );
    expect(detail.mock.calls).toEqual([
      ["7", "visitor"],
      ["8", "visitor"],
    ]);
  });

  it("When the keyword search is sent without a keyword, then /v1 is asked with an empty one", async () => {
    const page = { items: [] } as unknown as ContentPage;
    const keywordSearch = vi.fn(async () => page);
    const ctx = fakeContext({ contents: { keywordSearch } });
    await expect(new ContentsResolver().searchContents(null, { pageNumber: 2 }, ctx)).resolves.toBe(page);
    expect(keywordSearch).toHaveBeenCalledWith("", { pageNumber: 2 });
  });
});
