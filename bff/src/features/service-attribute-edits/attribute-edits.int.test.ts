// Attribute edits through GraphQL (ADR 170): staff of another organisation reach nothing of a service's
// attribute draft, refused values come back as field errors by path, and the operator screens answer.

import { DEMO_PROVIDER_EMAIL, demoEditorEmail, demoProviderEmail } from "@iryo/api/seed/negotiations.seed";
import { beforeAll, describe, expect, it } from "vitest";
import { apiIdToken, bearerHeader, useTestStack } from "../../test/stack.js";

const { stack, gql } = useTestStack();
const as = async (email: string) => bearerHeader(await apiIdToken(stack().apiUrl, email));

const READ = `query($id: ID!) { providerServiceAttributes(serviceId: $id) { serviceId serviceName valuesJson publishedGroups { key provenance verified } change { id state } } }`;
const SAVE = `mutation($id: ID!, $v: String!) { saveAttributesDraft(serviceId: $id, valuesJson: $v) { id state objectType } }`;
const SUBMIT = `mutation($id: ID!) { submitAttributesDraft(serviceId: $id) { id state diff { field label before after } } }`;
const WITHDRAW = `mutation($id: ID!) { withdrawAttributesDraft(serviceId: $id) { id state } }`;

type Headers = Record<string, string>;
let editorX: Headers;
let adminY: Headers;
let serviceX: string;

async function firstServiceWithAttributes(email: string): Promise<string> {
  const row = await stack()
    .db.selectFrom("services as s")
    .innerJoin("provider_accounts as p", "p.provider_id", "s.provider_id")
    .innerJoin("accounts as a", "a.id", "p.account_id")
    .innerJoin("service_attributes as sa", "sa.service_id", "s.id")
    .select("s.id")
    .where("a.email", "=", email)
    .orderBy("s.id")
    .executeTakeFirstOrThrow();
  return String(row.id);
}

beforeAll(async () => {
  editorX = await as(demoEditorEmail(0));
  adminY = await as(demoProviderEmail(1));
  serviceX = await firstServiceWithAttributes(DEMO_PROVIDER_EMAIL);
});

describe("attribute edits through GraphQL", () => {
  it("When staff of another organisation read or change a service's attribute draft, then NOT_FOUND and nothing is written", async () => {
    const own = await gql(READ, { id: serviceX }, editorX).expect(200);
    const values = own.body.data.providerServiceAttributes.valuesJson as string;
    for (const [query, variables] of [
      [READ, { id: serviceX }],
      [SAVE, { id: serviceX, v: values }],
      [SUBMIT, { id: serviceX }],
      [WITHDRAW, { id: serviceX }],
    ] as const) {
      const res = await gql(query, variables, adminY).expect(200);
      expect(res.body.errors?.[0]?.extensions).toMatchObject({ code: "NOT_FOUND", errorCode: "0109005" });
    }
    const rows = await stack()
      .db.selectFrom("publishing_changes")
      .select("id")
      .where("object_type", "=", "attributes")
      .where("object_id", "=", Number(serviceX))
      .execute();
    expect(rows).toEqual([]);
  });

  it("When values are refused, then the field errors name their paths; valid values save, submit with a diff and withdraw", async () => {
    const own = await gql(READ, { id: serviceX }, editorX).expect(200);
    const data = own.body.data.providerServiceAttributes;
    expect(data.publishedGroups).toHaveLength(5);
    const values = JSON.parse(data.valuesJson as string);
    const bad = { ...values, security: { ...values.security, data_centre: 42 } };
    const refused = await gql(SAVE, { id: serviceX, v: JSON.stringify(bad) }, editorX).expect(200);
    expect(refused.body.errors?.[0]?.extensions).toMatchObject({
      errorCode: "0101002",
      fieldErrors: { "security.data_centre": "0101002" },
    });
    const notJson = await gql(SAVE, { id: serviceX, v: "{" }, editorX).expect(200);
    expect(notJson.body.errors?.[0]?.extensions?.errorCode).toBe("0109004");

    const changed = { ...values, security: { ...values.security, two_factor: !values.security.two_factor } };
    const saved = await gql(SAVE, { id: serviceX, v: JSON.stringify(changed) }, editorX).expect(200);
    expect(saved.body.data.saveAttributesDraft).toMatchObject({ state: "draft", objectType: "attributes" });
    const submitted = await gql(SUBMIT, { id: serviceX }, editorX).expect(200);
    expect(submitted.body.data.submitAttributesDraft.diff).toEqual([
      expect.objectContaining({ field: "security.two_factor", label: "セキュリティ・提供形態：二要素認証" }),
    ]);
    const withdrawn = await gql(WITHDRAW, { id: serviceX }, editorX).expect(200);
    expect(withdrawn.body.data.withdrawAttributesDraft.state).toBe("withdrawn");
  });
});
