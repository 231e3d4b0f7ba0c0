import { ALL_CALLERS, admits, type Caller, callerLabel, needsSecondFactor, OPERATOR_ROLES } from "@iryo/domain/account";
import { type Endpoint, fillPath, requiresAccount } from "@iryo/domain/contracts/endpoint";
import { ENDPOINTS } from "@iryo/domain/contracts/registry";
import request from "supertest";
import { beforeAll, describe, expect, it } from "vitest";
import { bearer, newSession, type Tokens, testEmail } from "../../test/auth.test-kit.js";
import { MEDICAL, OTHER_BUSINESS, startMemberTestKit } from "../../test/member-test-kit.js";
import { newOperator } from "../../test/operator.test-kit.js";
import { useKit } from "../../test/use-kit.js";

const kit = useKit(startMemberTestKit);

/** One signed-in account of every kind and member state of the account model (ADR 102). */
const tokensOf = new Map<string, Tokens>();

async function setMembership(
  userId: number,
  columns: { is_pre_member?: boolean; terms_of_use_version?: number | null; corporate_types?: number[] },
) {
  await kit.database.db.updateTable("members").set(columns).where("user_id", "=", userId).execute();
}

async function accountOfKind(label: string, kind: "provider"): Promise<Tokens> {
  const email = testEmail(label);
  const tokens = await newSession(kit, email);
  const db = kit.database.db;
  await db.updateTable("accounts").set({ kind }).where("email", "=", email).execute();
  if (kind === "provider") {
    const account = await db.selectFrom("accounts").select("id").where("email", "=", email).executeTakeFirstOrThrow();
    const provider = await db.selectFrom("providers").select("id").orderBy("id").executeTakeFirstOrThrow();
    await db.insertInto("provider_accounts").values({ account_id: account.id, provider_id: provider.id }).execute();
  }
  return tokens;
}

beforeAll(async () => {
  tokensOf.set("member:registering", await newSession(kit, testEmail("registering")));
  const pre = await kit.member("pre");
  await setMembership(pre.userId, { is_pre_member: true, terms_of_use_version: null });
  tokensOf.set("member:pre-member", pre);
  const terms = await kit.member("terms");
  await setMembership(terms.userId, { terms_of_use_version: 99 });
  tokensOf.set("member:needs-terms", terms);
  tokensOf.set("member:other-business", await kit.member("business", [OTHER_BUSINESS]));
  tokensOf.set("member:full", await kit.member("full", [MEDICAL]));
  tokensOf.set("provider", await accountOfKind("provider", "provider"));
  // An operator with the password only, and one of each role past the second factor (ADR 147).
  tokensOf.set("operator", await newOperator(kit, "admin", { verified: false }));
  for (const role of OPERATOR_ROLES) tokensOf.set(`operator:${role}`, await newOperator(kit, role));
});

function call(endpoint: Endpoint, tokens?: Tokens) {
  const path = `/v1${fillPath(endpoint.path, new Proxy({}, { get: () => "1" }) as Record<string, string>)}`;
  const method = endpoint.method.toLowerCase() as "get" | "post" | "put" | "delete";
  const req = request(kit.app)[method](path);
  if (tokens) req.set(bearer(tokens));
  return method === "get" ? req : req.send({});
}

const guarded = ENDPOINTS.filter((e) => requiresAccount(e.access));
const refusals = guarded.flatMap((endpoint) =>
  ALL_CALLERS.filter((caller) => requiresAccount(endpoint.access) && !admits(endpoint.access, caller)).map(
    (caller) => [`${endpoint.method} ${endpoint.path}`, callerLabel(caller), endpoint, caller] as const,
  ),
);

// Who may call what is decided in the access guard from the registry and the caller's kind and state;
// no part of that decision depends on the database engine. So the full matrix runs on the default
// database (PGlite) only, and the PostgreSQL run (TEST_DB_TARGET=postgres) walks a small sample: one
// endpoint per tag without a bearer, and one refusal per kind and state of caller.
const onPostgres = process.env.TEST_DB_TARGET === "postgres";
const firstOf = <T>(items: readonly T[], key: (item: T) => string): T[] =>
  items.filter((item, i) => items.findIndex((other) => key(other) === key(item)) === i);
const unauthenticatedWalk = onPostgres ? firstOf(guarded, (e) => e.tag) : guarded;
const refusalWalk = onPostgres ? firstOf(refusals, ([, caller]) => caller) : refusals;

describe("the access declared with every /v1 endpoint, from the contract registry", () => {
  it("When the registry is read, then calls of every kind of access are declared (the walk below is not empty)", () => {
    expect(guarded.length).toBeGreaterThan(30);
    expect(refusals.length).toBeGreaterThan(guarded.length);
  });

  it("When the organisation calls of the operator console are walked (ADR 166), then members, providers, moderators and editors are refused", () => {
    const organisationCalls = guarded.filter((e) => e.path.startsWith("/operator/organisations"));
    expect(organisationCalls.length).toBeGreaterThanOrEqual(6);
    for (const endpoint of organisationCalls) {
      const refused = refusals.filter(([, , e]) => e === endpoint).map(([, label]) => label);
      expect(refused).toEqual(
        expect.arrayContaining(["member:full", "provider", "operator:moderator", "operator:editor"]),
      );
      expect(refused).not.toContain("operator:admin");
    }
  });

  it("When the account of each kind and state signs in, then login_info names that kind and state", async () => {
    for (const caller of ALL_CALLERS) {
      const tokens = tokensOf.get(callerLabel(caller));
      if (!tokens) throw new Error(`no account for ${callerLabel(caller)}`);
      const info = await request(kit.app).get("/v1/users/login_info").set(bearer(tokens)).expect(200);
      expect(
        info.body.member_state === null ? info.body.account_kind : `member:${info.body.member_state}`,
        callerLabel(caller),
      ).toBe(caller.kind === "member" ? callerLabel(caller) : caller.kind);
    }
  });

  it.each(unauthenticatedWalk.map((e) => [`${e.method} ${e.path}`, e] as const))(
    "When %s is called without a bearer, then 401 0109006",
    async (_name, endpoint) => {
      const res = await call(endpoint);
      expect(res.status).toBe(401);
      expect(res.body.error_code).toBe("0109006");
    },
  );

  it.each(refusalWalk)(
    "When %s is called by %s, which it does not admit, then 403 0109002 (0203001 before the second factor)",
    async (_n, _c, endpoint, caller) => {
      const tokens = tokensOf.get(callerLabel(caller as Caller));
      if (!tokens) throw new Error("no account");
      const res = await call(endpoint, tokens);
      expect(res.status).toBe(403);
      const access = endpoint.access as Exclude<Endpoint["access"], string>;
      expect(res.body.error_code).toBe(needsSecondFactor(access, caller as Caller) ? "0203001" : "0109002");
    },
  );
});

describe("the defects of the second probe (issue 21)", () => {
  it("When a provider account registers a membership, then 403 0109002 and no member row exists", async () => {
    const provider = tokensOf.get("provider") as Tokens;
    const res = await request(kit.app)
      .post("/v1/membership")
      .set(bearer(provider))
      .send({ last_name: "業者", first_name: "太郎", email: "someone@example.jp" })
      .expect(403);
    expect(res.body.error_code).toBe("0109002");
    const rows = await kit.database.db
      .selectFrom("members as m")
      .innerJoin("accounts as a", "a.id", "m.account_id")
      .select("m.user_id")
      .where("a.kind", "<>", "member")
      .execute();
    expect(rows).toEqual([]);
  });

  it("When a membership row is written for a provider account directly, then the database refuses it", async () => {
    const db = kit.database.db;
    const account = await db
      .selectFrom("accounts")
      .select("id")
      .where("kind", "=", "provider")
      .executeTakeFirstOrThrow();
    await expect(
      db
        .insertInto("members")
        .values({
          account_id: account.id,
          last_name: "業者",
          first_name: "太郎",
          email: "x@example.jp",
          hospital_prefecture: null,
          hospital_name: "病院",
          department: null,
          role_in_department: null,
          position: "",
          working_corporate_type: null,
          sickbed_number: null,
          email_magazine: null,
          referral_code: null,
          terms_of_use_version: 1,
        })
        .execute(),
    ).rejects.toThrow(/members_account_kind_fkey|foreign key/);
  });

  it("When a pre-member or a member who must accept new terms bookmarks, then 403 0109002 and nothing is stored", async () => {
    const [serviceId] = await kit.serviceIds(1);
    for (const label of ["member:pre-member", "member:needs-terms", "provider"]) {
      const res = await request(kit.app)
        .put(`/v1/services/${serviceId}/bookmarks`)
        .set(bearer(tokensOf.get(label) as Tokens))
        .expect(403);
      expect(res.body.error_code, label).toBe("0109002");
    }
    const count = await kit.database.db
      .selectFrom("bookmarks")
      .select((eb) => eb.fn.countAll<string>().as("n"))
      .executeTakeFirstOrThrow();
    expect(Number(count.n)).toBe(0);
  });

  it("When a full member bookmarks, then the guard lets the call through", async () => {
    const [serviceId] = await kit.serviceIds(1);
    const res = await request(kit.app)
      .put(`/v1/services/${serviceId}/bookmarks`)
      .set(bearer(tokensOf.get("member:full") as Tokens))
      .expect(200);
    expect(res.body.bookmarked).toBe(true);
  });
});
