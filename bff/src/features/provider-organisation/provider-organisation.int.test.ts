// The provider organisation through GraphQL: staff see and change only their own organisation; an
// editor cannot manage staff; a member gets FORBIDDEN. Errors keep their catalogue codes.

import { DEMO_MEMBER_EMAIL } from "@iryo/api/seed/members.seed";
import { DEMO_PROVIDER_EMAIL, demoEditorEmail, demoProviderEmail } from "@iryo/api/seed/negotiations.seed";
import { describe, expect, it } from "vitest";
import { apiIdToken, bearerHeader, useTestStack } from "../../test/stack.js";

const { stack, gql } = useTestStack();
const as = async (email: string) => bearerHeader(await apiIdToken(stack().apiUrl, email));

const ORGANISATION =
  "{ providerOrganisation { viewerRole organisation { id name } staff { id email role } invitations { id email } } }";

describe("providerOrganisation", () => {
  it("When an admin reads it, then it shows the own organisation's staff only", async () => {
    const res = await gql(ORGANISATION, {}, await as(DEMO_PROVIDER_EMAIL)).expect(200);
    const org = res.body.data.providerOrganisation;
    expect(org.viewerRole).toBe("admin");
    expect(org.organisation.name).toBe("株式会社メディカルブリッジ");
    const emails = org.staff.map((s: { email: string }) => s.email);
    expect(emails).toContain(demoEditorEmail(0));
    expect(emails).not.toContain(demoProviderEmail(1));
  });

  it("When a member asks, then it is FORBIDDEN (0109002)", async () => {
    const res = await gql(ORGANISATION, {}, await as(DEMO_MEMBER_EMAIL)).expect(200);
    expect(res.body.errors[0].extensions).toMatchObject({ code: "FORBIDDEN", errorCode: "0109002" });
  });

  it("When staff of X touches Y's staff or invitations, then NOT_FOUND, and Y keeps them", async () => {
    const adminX = await as(DEMO_PROVIDER_EMAIL);
    const adminY = await as(demoProviderEmail(1));
    const invited = await gql(
      "mutation($input: InviteStaffInput!) { inviteProviderStaff(input: $input) { id email role } }",
      { input: { email: "y-colleague@hospital-it.example", role: "editor" } },
      adminY,
    ).expect(200);
    const invitationId = invited.body.data.inviteProviderStaff.id as string;
    const y = (await gql(ORGANISATION, {}, adminY).expect(200)).body.data.providerOrganisation;
    const editorOfY = y.staff.find((s: { role: string }) => s.role === "editor").id as string;

    const x = (await gql(ORGANISATION, {}, adminX).expect(200)).body.data.providerOrganisation;
    expect(x.invitations.map((i: { id: string }) => i.id)).not.toContain(invitationId);

    for (const [query, variables] of [
      ["mutation($id: ID!) { revokeProviderInvitation(id: $id) }", { id: invitationId }],
      ["mutation($a: ID!) { removeProviderStaff(accountId: $a) }", { a: editorOfY }],
      [
        "mutation($input: ChangeStaffRoleInput!) { changeProviderStaffRole(input: $input) { id role } }",
        { input: { accountId: editorOfY, role: "admin" } },
      ],
    ] as const) {
      const res = await gql(query, variables, adminX).expect(200);
      expect(res.body.errors[0].extensions.errorCode).toBe("0109005");
    }
    const after = (await gql(ORGANISATION, {}, adminY).expect(200)).body.data.providerOrganisation;
    expect(after.invitations.map((i: { id: string }) => i.id)).toContain(invitationId);
    expect(after.staff.find((s: { id: string }) => s.id === editorOfY).role).toBe("editor");
  });

  it("When an editor invites, then it is FORBIDDEN", async () => {
    const res = await gql(
      "mutation($input: InviteStaffInput!) { inviteProviderStaff(input: $input) { id } }",
      { input: { email: "someone@hospital-it.example", role: "admin" } },
      await as(demoEditorEmail(0)),
    ).expect(200);
    expect(res.body.errors[0].extensions).toMatchObject({ code: "FORBIDDEN", errorCode: "0109002" });
  });
});
