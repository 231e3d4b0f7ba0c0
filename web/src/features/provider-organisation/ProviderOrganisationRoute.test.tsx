import { ApolloProvider } from "@apollo/client/react";
import { act, cleanup, fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { MemoryRouter } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { clearToasts } from "../../shared/toast/toast-store";
import { type Answer, testClient } from "../../test/graphql-client";
import ProviderOrganisationRoute from "./ProviderOrganisationRoute";

function organisation(viewerRole: "admin" | "editor") {
  return {
    __typename: "ProviderOrganisation",
    viewerAccountId: "1",
    viewerRole,
    organisation: {
      __typename: "ProviderOrganisationInfo",
      id: "7",
      name: "株式会社メディカルブリッジ",
      location: "東京都千代田区",
      capitalYen: 100000000,
      representative: "山田 太郎",
      foundedOn: "2010-04-01",
      websiteUrl: "",
      businessDescription: "医療ITの開発",
    },
    staff: [
      {
        __typename: "ProviderStaffMember",
        id: "1",
        email: "provider@iryo-it-navi.example",
        displayName: "営業担当",
        role: viewerRole,
        joinedAt: "2026-01-01T00:00:00.000Z",
      },
    ],
    invitations: [],
  };
}

function renderPage(answer: Answer) {
  render(
    <ApolloProvider client={testClient(answer)}>
      <MemoryRouter initialEntries={["/provider"]}>
        <ProviderOrganisationRoute />
      </MemoryRouter>
    </ApolloProvider>,
  );
}

afterEach(() => {
  act(clearToasts);
  cleanup();
});

describe("the provider organisation page (/provider)", () => {
  it("When the account belongs to no organisation, then the page says so instead of a load failure", async () => {
    renderPage(() => ({
      errors: [{ message: "forbidden", extensions: { code: "FORBIDDEN", errorCode: "0109002" } }],
    }));
    expect(await screen.findByText(/所属する事業者がありません。/)).toBeTruthy();
    expect(screen.queryByText(/組織情報を表示できませんでした/)).toBeNull();
  });

  it("When the organisation cannot be read for another reason, then the load failure shows", async () => {
    renderPage(() => ({
      errors: [{ message: "boom", extensions: { code: "INTERNAL_SERVER_ERROR", errorCode: "0109099" } }],
    }));
    expect(await screen.findByText(/組織情報を表示できませんでした/)).toBeTruthy();
  });

  it("When an editor opens it, then the business information and staff show without the invite form or actions", async () => {
    renderPage(() => ({ data: { providerOrganisation: organisation("editor") } }));
    expect(await screen.findByText("東京都千代田区")).toBeTruthy();
    expect(screen.getByText("100,000,000円")).toBeTruthy();
    expect(screen.getByRole("table", { name: "担当者一覧" }).textContent).toContain("編集者");
    expect(screen.queryByRole("form", { name: "担当者の招待" })).toBeNull();
    expect(screen.queryByRole("button", { name: "削除" })).toBeNull();
  });

  it("When an admin invites a colleague, then the pending invitation is listed from the mutation's answer", async () => {
    const calls = vi.fn<Answer>((operation, variables) => {
      if (operation === "InviteProviderStaff") {
        const input = variables.input as { email: string; role: string };
        return {
          data: {
            inviteProviderStaff: {
              __typename: "ProviderStaffInvitation",
              id: "90",
              email: input.email,
              role: input.role,
              expiresAt: "2026-12-03T00:00:00.000Z",
            },
          },
        };
      }
      return { data: { providerOrganisation: organisation("admin") } };
    });
    renderPage(calls);
    const form = await screen.findByRole("form", { name: "担当者の招待" });
    fireEvent.change(within(form).getByLabelText(/メールアドレス/), { target: { value: "new@hospital-it.example" } });
    fireEvent.click(within(form).getByRole("button", { name: "招待メールを送信する" }));
    const list = await screen.findByRole("list", { name: "招待中の担当者" });
    expect(list.textContent).toContain("new@hospital-it.example（編集者");
    await waitFor(() =>
      expect(calls).toHaveBeenCalledWith("InviteProviderStaff", {
        input: { email: "new@hospital-it.example", role: "editor" },
      }),
    );
  });
});
