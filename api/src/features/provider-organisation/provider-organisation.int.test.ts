import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { RATE_LIMITED_CODE } from "@iryo/domain/error-catalogue";
import {
  API_WRITES_PER_ACCOUNT_LIMIT,
  MAIL_PER_ADDRESS_LIMIT,
  STAFF_INVITATION_MAIL_PER_ACCOUNT_LIMIT,
} from "@iryo/domain/rate-limits";
import request from "supertest";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createApp } from "../../app.js";
import type { DatabaseHandle } from "../../db/database.js";
import { createTestDatabase } from "../../db/test-database.js";
import { createMailer, type Mailer } from "../../lib/mail/mailer.js";
import { DEMO_MEMBER_EMAIL, DEMO_PASSWORD } from "../../seed/members.seed.js";
import { DEMO_PROVIDER_EMAIL, demoEditorEmail, demoProviderEmail } from "../../seed/negotiations.seed.js";

let database: DatabaseHandle;
let app: ReturnType<typeof createApp>;
let mailer: Mailer;
let outboxDir: string;
type Auth = { Authorization: string };

async function signIn(email: string): Promise<Auth> {
  const res = await request(app).post("/v1/auth/sign-in").send({ email, password: DEMO_PASSWORD }).expect(200);
  return { Authorization: `Bearer ${(res.body as { id_token: string }).id_token}` };
}

/** A confirmed account that has signed up but registered no membership (what an invitee creates). */
async function signedUpAccount(email: string): Promise<Auth> {
  const hash = await database.db
    .selectFrom("accounts")
    .select("password_hash")
    .where("email", "=", DEMO_MEMBER_EMAIL)
    .executeTakeFirstOrThrow();
  await database.db
    .insertInto("accounts")
    .values({ email, password_hash: hash.password_hash, email_confirmed_at: new Date() })
    .execute();
  return signIn(email);
}

async function accountIdOf(email: string): Promise<number> {
  const row = await database.db
    .selectFrom("accounts")
    .select("id")
    .where("email", "=", email)
    .executeTakeFirstOrThrow();
  return row.id;
}

/** The token of the newest invitation mail to `email`. */
async function invitationToken(email: string): Promise<string> {
  const mail = (await mailer.outbox()).find((m) => m.to === email);
  const match = /\/provider\/invitations\/([A-Za-z0-9_-]+)/.exec(mail?.text ?? "");
  if (!match?.[1]) throw new Error(`no invitation mail to ${email}`);
  return match[1];
}

interface OrganisationBody {
  organisation: { id: number; name: string };
  viewer_role: string;
  staff: { account_id: number; email: string; role: string }[];
  invitations: { id: number; email: string; role: string }[];
}

beforeAll(async () => {
  database = await createTestDatabase({ seed: {} });
  outboxDir = await mkdtemp(join(tmpdir(), "iryo-org-mail-"));
  mailer = createMailer({ outboxDir, log: () => {} });
  app = createApp({
    db: database.db,
    log: () => {},
    mailer,
    devMail: false,
    auth: { publicWebUrl: "http://web.test", accountWriteLimit: { ...API_WRITES_PER_ACCOUNT_LIMIT, limit: 100_000 } },
  });
});

afterAll(async () => {
  await database.close();
  await rm(outboxDir, { recursive: true, force: true });
});

describe("GET /v1/provider/organisation", () => {
  it("When an admin reads it, then it answers the business information and the staff with their roles", async () => {
    const res = await request(app)
      .get("/v1/provider/organisation")
      .set(await signIn(DEMO_PROVIDER_EMAIL))
      .expect(200);
    const body = res.body as OrganisationBody;
    expect(body.organisation.name).toBe("株式会社メディカルブリッジ");
    expect(body.viewer_role).toBe("admin");
    expect(body.staff.map((s) => [s.email, s.role])).toEqual(
      expect.arrayContaining([
        [DEMO_PROVIDER_EMAIL, "admin"],
        [demoProviderEmail(0), "admin"],
        [demoEditorEmail(0), "editor"],
      ]),
    );
  });

  it("When a member calls it, then it is refused by the access guard", async () => {
    const res = await request(app)
      .get("/v1/provider/organisation")
      .set(await signIn(DEMO_MEMBER_EMAIL))
      .expect(403);
    expect(res.body.error_code).toBe("0109002");
  });
});

describe("Invitations", () => {
  it("When an admin invites an address and its owner signs up and accepts, then it appears as an editor", async () => {
    const admin = await signIn(DEMO_PROVIDER_EMAIL);
    const email = "new-editor@hospital-it.example";
    const invited = await request(app)
      .post("/v1/provider/organisation/invitations")
      .set(admin)
      .send({ email: "New-Editor@hospital-it.example", role: "editor" })
      .expect(201);
    expect(invited.body).toMatchObject({ email, role: "editor" });
    const token = await invitationToken(email);
    expect((await mailer.outbox())[0]?.text).toContain(`http://web.test/provider/invitations/${token}`);

    let organisation = (await request(app).get("/v1/provider/organisation").set(admin).expect(200))
      .body as OrganisationBody;
    expect(organisation.invitations.map((i) => i.email)).toContain(email);

    const again = await request(app)
      .post("/v1/provider/organisation/invitations")
      .set(admin)
      .send({ email, role: "admin" })
      .expect(409);
    expect(again.body.error_code).toBe("0202005");

    const invitee = await signedUpAccount(email);
    const accepted = await request(app)
      .post("/v1/provider/invitations/accept")
      .set(invitee)
      .send({ token })
      .expect(200);
    expect(accepted.body).toMatchObject({ provider_name: "株式会社メディカルブリッジ", role: "editor" });

    organisation = (await request(app).get("/v1/provider/organisation").set(admin).expect(200))
      .body as OrganisationBody;
    expect(organisation.staff.find((s) => s.email === email)?.role).toBe("editor");
    expect(organisation.invitations.map((i) => i.email)).not.toContain(email);
    // The new colleague reads the organisation as an editor, and the console's other calls admit it.
    const own = (await request(app).get("/v1/provider/organisation").set(invitee).expect(200)).body as OrganisationBody;
    expect(own.viewer_role).toBe("editor");
    await request(app).get("/v1/provider/negotiations").set(invitee).expect(200);

    const reused = await request(app).post("/v1/provider/invitations/accept").set(invitee).send({ token }).expect(400);
    expect(reused.body.error_code).toBe("0202002");
  });

  it("When a registered member opens an invitation to its address, then it cannot become staff (0202003)", async () => {
    await request(app)
      .post("/v1/provider/organisation/invitations")
      .set(await signIn(DEMO_PROVIDER_EMAIL))
      .send({ email: DEMO_MEMBER_EMAIL, role: "editor" })
      .expect(201);
    const token = await invitationToken(DEMO_MEMBER_EMAIL);
    const member = await signIn(DEMO_MEMBER_EMAIL);
    const res = await request(app).post("/v1/provider/invitations/accept").set(member).send({ token }).expect(403);
    expect(res.body.error_code).toBe("0202003");
    await request(app).get("/v1/services/bookmarks").set(member).expect(200);
  });

  it("When staff of another organisation accepts, then it is refused (0202004); another address is 0202006", async () => {
    const other = demoProviderEmail(1);
    await request(app)
      .post("/v1/provider/organisation/invitations")
      .set(await signIn(DEMO_PROVIDER_EMAIL))
      .send({ email: other, role: "editor" })
      .expect(201);
    const token = await invitationToken(other);
    const wrong = await request(app)
      .post("/v1/provider/invitations/accept")
      .set(await signIn(demoEditorEmail(1)))
      .send({ token })
      .expect(403);
    expect(wrong.body.error_code).toBe("0202006");
    const res = await request(app)
      .post("/v1/provider/invitations/accept")
      .set(await signIn(other))
      .send({ token })
      .expect(409);
    expect(res.body.error_code).toBe("0202004");
  });

  it("When an admin revokes an invitation, then its link no longer works", async () => {
    const admin = await signIn(demoProviderEmail(2));
    const email = "revoked@hospital-it.example";
    const invited = await request(app)
      .post("/v1/provider/organisation/invitations")
      .set(admin)
      .send({ email, role: "admin" })
      .expect(201);
    const token = await invitationToken(email);
    await request(app).delete(`/v1/provider/organisation/invitations/${invited.body.id}`).set(admin).expect(200);
    const res = await request(app)
      .post("/v1/provider/invitations/accept")
      .set(await signedUpAccount(email))
      .send({ token })
      .expect(400);
    expect(res.body.error_code).toBe("0202002");
  });
});

describe("Invitation mail limits (ADR 208)", () => {
  it("When an admin invites and revokes one address over and over, then past the address's mail limit it is refused 429 0109007 and nothing more is sent or recorded", async () => {
    // Arrange
    const admin = await signIn(demoProviderEmail(3));
    const email = "flooded@hospital-it.example";
    const invite = () =>
      request(app).post("/v1/provider/organisation/invitations").set(admin).send({ email, role: "editor" });
    // Act: invite → revoke, as many times as the address may be mailed in the window …
    for (let i = 0; i < MAIL_PER_ADDRESS_LIMIT.limit; i++) {
      const invited = await invite().expect(201);
      await request(app).delete(`/v1/provider/organisation/invitations/${invited.body.id}`).set(admin).expect(200);
    }
    // … and once more.
    const refused = await invite().expect(429);
    // Assert
    expect(refused.body.error_code).toBe(RATE_LIMITED_CODE);
    expect(refused.headers["retry-after"]).toBeDefined();
    expect((await mailer.outbox()).filter((m) => m.to === email)).toHaveLength(MAIL_PER_ADDRESS_LIMIT.limit);
    const open = (await request(app).get("/v1/provider/organisation").set(admin).expect(200)).body as OrganisationBody;
    expect(open.invitations.map((i) => i.email)).not.toContain(email);
  });

  it("When an editor's invitations to an address are refused, then they use none of the address's mail budget", async () => {
    const editor = await signIn(demoEditorEmail(0));
    const admin = await signIn(demoProviderEmail(0));
    const email = "not-by-editors@hospital-it.example";
    for (let i = 0; i <= MAIL_PER_ADDRESS_LIMIT.limit; i++) {
      await request(app)
        .post("/v1/provider/organisation/invitations")
        .set(editor)
        .send({ email, role: "editor" })
        .expect(403);
    }
    await request(app)
      .post("/v1/provider/organisation/invitations")
      .set(admin)
      .send({ email, role: "editor" })
      .expect(201);
  });

  it("When an admin invites more addresses than its own mail limit, then the next invitation is refused 429 0109007", async () => {
    const admin = await signIn(demoProviderEmail(4));
    const invite = (i: number) =>
      request(app)
        .post("/v1/provider/organisation/invitations")
        .set(admin)
        .send({ email: `team-${i}@hospital-it.example`, role: "editor" });
    for (let i = 0; i < STAFF_INVITATION_MAIL_PER_ACCOUNT_LIMIT.limit; i++) await invite(i).expect(201);
    const refused = await invite(STAFF_INVITATION_MAIL_PER_ACCOUNT_LIMIT.limit).expect(429);
    expect(refused.body.error_code).toBe(RATE_LIMITED_CODE);
  });
});

describe("Roles", () => {
  it("When an editor invites, re-roles or removes, then each is refused with 403", async () => {
    const editor = await signIn(demoEditorEmail(0));
    const colleague = await accountIdOf(demoProviderEmail(0));
    for (const call of [
      request(app)
        .post("/v1/provider/organisation/invitations")
        .set(editor)
        .send({ email: "x@example.jp", role: "editor" }),
      request(app).put(`/v1/provider/organisation/staff/${colleague}/role`).set(editor).send({ role: "editor" }),
      request(app).delete(`/v1/provider/organisation/staff/${colleague}`).set(editor),
    ]) {
      const res = await call.expect(403);
      expect(res.body.error_code).toBe("0109002");
    }
  });

  it("When the last admin is demoted or removed, then it is refused (0202001)", async () => {
    // Organisation 3 (index 2): provider-03 is its only admin, editor-03 its editor.
    const admin = await signIn(demoProviderEmail(2));
    const self = await accountIdOf(demoProviderEmail(2));
    const demote = await request(app)
      .put(`/v1/provider/organisation/staff/${self}/role`)
      .set(admin)
      .send({ role: "editor" })
      .expect(409);
    expect(demote.body.error_code).toBe("0202001");
    const remove = await request(app).delete(`/v1/provider/organisation/staff/${self}`).set(admin).expect(409);
    expect(remove.body.error_code).toBe("0202001");
  });

  it("When two admins remove each other at the same time, then exactly one admin is left", async () => {
    // Organisation 2 (index 1): promote its editor, then both admins remove each other concurrently.
    const adminA = await signIn(demoProviderEmail(1));
    const idA = await accountIdOf(demoProviderEmail(1));
    const idB = await accountIdOf(demoEditorEmail(1));
    await request(app)
      .put(`/v1/provider/organisation/staff/${idB}/role`)
      .set(adminA)
      .send({ role: "admin" })
      .expect(200);
    const adminB = await signIn(demoEditorEmail(1));
    const [removeB, removeA] = await Promise.all([
      request(app).delete(`/v1/provider/organisation/staff/${idB}`).set(adminA),
      request(app).delete(`/v1/provider/organisation/staff/${idA}`).set(adminB),
    ]);
    const statuses = [removeB.status, removeA.status].sort();
    // The second removal either finds its caller already removed (403) or is the last admin (409).
    expect(statuses[0]).toBe(200);
    expect([403, 409]).toContain(statuses[1]);
    const admins = await database.db
      .selectFrom("provider_accounts")
      .select("account_id")
      .where("account_id", "in", [idA, idB])
      .where("role", "=", "admin")
      .execute();
    expect(admins).toHaveLength(1);
  });
});

describe("Isolation", () => {
  it("When staff of organisation X acts on organisation Y's staff or invitations, then nothing is found or changed", async () => {
    const adminX = await signIn(DEMO_PROVIDER_EMAIL);
    const adminY = await signIn(demoProviderEmail(3));
    const editorOfY = await database.db
      .selectFrom("provider_accounts")
      .select("account_id")
      .where(
        "provider_id",
        "=",
        (
          await database.db
            .selectFrom("provider_accounts")
            .select("provider_id")
            .where("account_id", "=", await accountIdOf(demoProviderEmail(3)))
            .executeTakeFirstOrThrow()
        ).provider_id,
      )
      .executeTakeFirstOrThrow();
    const invitationOfY = await request(app)
      .post("/v1/provider/organisation/invitations")
      .set(adminY)
      .send({ email: "y-only@hospital-it.example", role: "editor" })
      .expect(201);

    const own = (await request(app).get("/v1/provider/organisation").set(adminX).expect(200)).body as OrganisationBody;
    expect(own.staff.map((s) => s.account_id)).not.toContain(editorOfY.account_id);
    expect(own.invitations.map((i) => i.id)).not.toContain(invitationOfY.body.id);

    await request(app)
      .put(`/v1/provider/organisation/staff/${editorOfY.account_id}/role`)
      .set(adminX)
      .send({ role: "editor" })
      .expect(404);
    await request(app).delete(`/v1/provider/organisation/staff/${editorOfY.account_id}`).set(adminX).expect(404);
    await request(app).delete(`/v1/provider/organisation/invitations/${invitationOfY.body.id}`).set(adminX).expect(404);

    const y = (await request(app).get("/v1/provider/organisation").set(adminY).expect(200)).body as OrganisationBody;
    expect(y.staff.map((s) => s.account_id)).toContain(editorOfY.account_id);
    expect(y.invitations.map((i) => i.id)).toContain(invitationOfY.body.id);
  });
});
