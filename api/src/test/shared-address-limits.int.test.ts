// Issue 21, item 3 (ADR 103): a hospital reaches the api through one address (NAT, forwarded by the
// BFF). A script hammering one mail address must not use up that address's mail ceiling, refused
// requests spend no budget, and signed-in writes are counted per account.
import { MINUTE_MS } from "@iryo/domain/constants";
import { MAIL_PER_ADDRESS_LIMIT, MAIL_PER_CLIENT_LIMIT } from "@iryo/domain/rate-limits";
import request from "supertest";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  type AuthTestKit,
  bearer,
  newSession,
  PASSWORD,
  startAuthTestKit,
  TEST_PROXY_SECRET,
  testEmail,
} from "./auth.test-kit.js";

/** Headers of a request the BFF forwards for the browser at `ip`. */
const from = (ip: string) => ({ "x-forwarded-for": ip, "x-proxy-secret": TEST_PROXY_SECRET });

describe("mail limits with the real configuration", () => {
  let kit: AuthTestKit;
  beforeAll(async () => {
    kit = await startAuthTestKit({ mailPerClient: MAIL_PER_CLIENT_LIMIT });
  });
  afterAll(async () => {
    await kit?.close();
  });

  it("When a script asks 100 password resets for one e-mail from the hospital's address, then another e-mail's sign-up and reset from that address still go through", async () => {
    const hospital = from("198.51.100.7");
    const target = testEmail("flooded");
    const statuses: number[] = [];
    for (let i = 0; i < 100; i++) {
      statuses.push(
        (await request(kit.app).post("/v1/auth/forget-password").set(hospital).send({ email: target })).status,
      );
    }
    expect(statuses.filter((s) => s === 200)).toHaveLength(MAIL_PER_ADDRESS_LIMIT.limit);
    expect(statuses.filter((s) => s === 429)).toHaveLength(100 - MAIL_PER_ADDRESS_LIMIT.limit);

    const colleague = testEmail("colleague");
    await request(kit.app)
      .post("/v1/auth/sign-up")
      .set(hospital)
      .send({ email: colleague, password: PASSWORD })
      .expect(201);
    await request(kit.app).post("/v1/auth/forget-password").set(hospital).send({ email: colleague }).expect(200);
    expect(kit.smtp.mails.filter((m) => m.to.includes(colleague))).toHaveLength(2);
  });
});

describe("refused requests and signed-in writes", () => {
  let kit: AuthTestKit;
  beforeAll(async () => {
    kit = await startAuthTestKit({
      mailPerClient: { limit: 6, windowMs: 60 * MINUTE_MS },
      writeLimit: { limit: 20, windowMs: MINUTE_MS },
      accountWriteLimit: { limit: 15, windowMs: MINUTE_MS },
    });
  });
  afterAll(async () => {
    await kit?.close();
  });

  it("When requests are refused for one e-mail, then they spend nothing of the client address's mail ceiling", async () => {
    const client = from("198.51.100.8");
    const first = testEmail("spent");
    for (let i = 0; i < MAIL_PER_ADDRESS_LIMIT.limit; i++) {
      await request(kit.app).post("/v1/auth/forget-password").set(client).send({ email: first }).expect(200);
    }
    for (let i = 0; i < 10; i++) {
      await request(kit.app).post("/v1/auth/forget-password").set(client).send({ email: first }).expect(429);
    }

    // The ceiling of 6 has one left: the 5 sent mails spent it, the 10 refusals did not.
    const second = testEmail("second");
    await request(kit.app).post("/v1/auth/forget-password").set(client).send({ email: second }).expect(200);
    const over = await request(kit.app)
      .post("/v1/auth/forget-password")
      .set(client)
      .send({ email: testEmail("third") });
    expect(over.status).toBe(429);
    expect(over.body.error_code).toBe("0109007");
    expect(Number(over.headers["retry-after"])).toBeGreaterThan(0);
  });

  it("When two signed-in accounts behind one address write more than the address's budget, then each is counted on its own", async () => {
    const hospital = from("198.51.100.9");
    const [alice, bob] = [await newSession(kit, testEmail("alice")), await newSession(kit, testEmail("bob"))];
    const signOut = (headers: Record<string, string>) =>
      request(kit.app).post("/v1/auth/sign-out").set(hospital).set(headers).send({ refresh_token: "unknown" });

    for (let i = 0; i < 15; i++) expect((await signOut(bearer(alice))).status).toBe(204);
    for (let i = 0; i < 15; i++) expect((await signOut(bearer(bob))).status).toBe(204);
    const refused = await signOut(bearer(alice));

    expect(refused.status).toBe(429);
    expect(refused.body.error_code).toBe("0109007");
    expect(Number(refused.headers["retry-after"])).toBeGreaterThan(0);
  });

  it("When a token is not signed by the api, then its writes are counted by address", async () => {
    const client = from("198.51.100.10");
    const forged = { Authorization: `Bearer ${"e30.e30.c2ln"}` };
    for (let i = 0; i < 20; i++) {
      await request(kit.app).post("/v1/auth/sign-out").set(client).set(forged).send({ refresh_token: "x" }).expect(204);
    }
    await request(kit.app).post("/v1/auth/sign-out").set(client).set(forged).send({ refresh_token: "x" }).expect(429);
  });
});
