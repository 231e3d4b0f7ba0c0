import { MATERIAL_CONSENT_VERSION } from "@iryo/domain/material-download";
import request from "supertest";
import { beforeAll, describe, expect, it } from "vitest";
import { fromBuffer } from "yauzl";
import { getError } from "../../test/error-answer.js";
import {
  binaryParser,
  downloadMaterial,
  giveMaterialConsent,
  startMemberKit,
  type TestMember,
} from "../../test/member-features.test-kit.js";
import { useKit } from "../../test/use-kit.js";

const kit = useKit(startMemberKit);
/** Services with exactly one file and with two files, and the bytes of every file. */
let oneFile: number[] = [];
let twoFiles: number[] = [];
const bytes = new Map<number, Buffer>();

beforeAll(async () => {
  const files = await kit.database.db
    .selectFrom("material_files")
    .select(["id", "service_id", "content"])
    .orderBy("service_id")
    .orderBy("id")
    .execute();
  const perService = new Map<number, number>();
  for (const f of files) {
    perService.set(f.service_id, (perService.get(f.service_id) ?? 0) + 1);
    bytes.set(f.id, Buffer.from(f.content));
  }
  oneFile = [...perService].filter(([, n]) => n === 1).map(([id]) => id);
  twoFiles = [...perService].filter(([, n]) => n === 2).map(([id]) => id);
});

/** The entries of a zip: path → bytes. */
function unzip(buffer: Buffer): Promise<Map<string, Buffer>> {
  return new Promise((resolve, reject) => {
    fromBuffer(buffer, { lazyEntries: true }, (error, zip) => {
      if (error || !zip) return reject(error);
      const entries = new Map<string, Buffer>();
      zip.on("entry", (entry) => {
        zip.openReadStream(entry, (err, stream) => {
          if (err || !stream) return reject(err);
          const chunks: Buffer[] = [];
          stream.on("data", (c: Buffer) => chunks.push(c));
          stream.on("end", () => {
            entries.set(entry.fileName, Buffer.concat(chunks));
            zip.readEntry();
          });
        });
      });
      zip.on("end", () => resolve(entries));
      zip.on("error", reject);
      zip.readEntry();
    });
  });
}

async function consented(): Promise<TestMember> {
  const m = await kit.member();
  await giveMaterialConsent(kit, m).expect(200);
  return m;
}

/** A member's download requested at `path` (a pdf or a zip), its ticket redeemed, the body collected as bytes. */
const downloaded = (m: TestMember, path: string, body: Record<string, unknown> = {}) =>
  downloadMaterial(kit.app, m.auth, path, body);

const BUNDLE = "/v1/services/material-download-tickets";
const serviceTicket = (id: number | string) => `/v1/services/${id}/material-download-tickets`;
const fileTicket = (id: number | string) => `/v1/material-files/${id}/download-tickets`;

const consentRows = (userId: number) =>
  kit.database.db.selectFrom("material_download_consents").selectAll().where("user_id", "=", userId).execute();

const leadsOf = (userId: number) =>
  kit.database.db
    .selectFrom("material_download_leads")
    .selectAll()
    .where("user_id", "=", userId)
    .orderBy("id")
    .execute();

describe("consent before the first download", () => {
  it("When a member asks, then they see exactly which of their details providers receive, and that they have not agreed", async () => {
    const m = await kit.member();
    const res = await request(kit.app).get("/v1/material-downloads/consent").set(m.auth).expect(200);
    expect(res.body).toMatchObject({ consent_version: MATERIAL_CONSENT_VERSION, consented: false, consented_at: null });
    expect(res.body.shared_details).toEqual([
      { key: "name", label: "氏名", value: expect.stringMatching(/^試験 太郎\d+$/) },
      { key: "email", label: "メールアドレス", value: m.email },
      { key: "hospital_prefecture", label: "勤務先の所在地", value: "東京都" },
      { key: "hospital_name", label: "勤務先の名称", value: "千代田テスト病院" },
      { key: "department", label: "部署", value: expect.any(String) },
      { key: "position", label: "役職", value: "係長" },
    ]);
  });

  it("When a member downloads before agreeing, then 403 0109002 and no lead is recorded", async () => {
    const m = await kit.member();
    const res = await request(kit.app)
      .post(serviceTicket(oneFile[0] as number))
      .set(m.auth)
      .send({})
      .expect(403);
    expect(res.body.error_code).toBe("0109002");
    await request(kit.app)
      .post(BUNDLE)
      .set(m.auth)
      .send({ service_ids: [oneFile[0]] })
      .expect(403);
    expect(await leadsOf(m.userId)).toHaveLength(0);
  });

  it("When a member agrees to a version they were not shown, then 409 0109001 and nothing is recorded", async () => {
    const m = await kit.member();
    const res = await giveMaterialConsent(kit, m, MATERIAL_CONSENT_VERSION + 1).expect(409);
    expect(res.body.error_code).toBe("0109001");
    const rows = await consentRows(m.userId);
    expect(rows).toHaveLength(0);
  });

  it("When a member agrees twice in parallel, then one consent holding the shown details is stored", async () => {
    const m = await kit.member();
    const answers = await Promise.all([1, 2, 3].map(() => giveMaterialConsent(kit, m)));
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200]);
    expect(answers[0]?.body.consented).toBe(true);
    const rows = await consentRows(m.userId);
    expect(rows).toHaveLength(1);
    expect(JSON.stringify(rows[0]?.shown_details)).toContain(m.email);
  });

  it("When member A has agreed, then member B still sees their own details and is asked for their own consent", async () => {
    const a = await consented();
    const b = await kit.member();
    const res = await request(kit.app).get("/v1/material-downloads/consent").set(b.auth).expect(200);
    expect(res.body.consented).toBe(false);
    expect(JSON.stringify(res.body)).not.toContain(a.email);
    await request(kit.app)
      .post(serviceTicket(oneFile[0] as number))
      .set(b.auth)
      .send({})
      .expect(403);
  });
});

describe("POST /v1/services/{id}/material-download-tickets", () => {
  it("When a visitor downloads, then 401 0109006", async () => {
    const res = await request(kit.app)
      .post(serviceTicket(oneFile[0] as number))
      .send({})
      .expect(401);
    expect(res.body.error_code).toBe("0109006");
  });

  it("When an account without membership downloads, then 403 0109002", async () => {
    const m = await kit.member();
    // A fresh member has nothing attached yet: removing the row leaves a signed-in account without one.
    await kit.database.db.deleteFrom("members").where("user_id", "=", m.userId).execute();
    const res = await request(kit.app)
      .post(serviceTicket(oneFile[0] as number))
      .set(m.auth)
      .send({})
      .expect(403);
    expect(res.body.error_code).toBe("0109002");
    await request(kit.app).get("/v1/material-downloads/consent").set(m.auth).expect(403);
  });

  it("When a consenting member downloads a service with one file, then the pdf's bytes come and a lead names who, which service and when", async () => {
    const m = await consented();
    const serviceId = oneFile[0] as number;
    const before = kit.now();
    const res = await downloaded(m, serviceTicket(serviceId));
    expect(res.headers["content-type"]).toBe("application/pdf");
    expect(res.headers["content-disposition"]).toMatch(/^attachment; filename=/);
    const [file] = await kit.database.db
      .selectFrom("material_files")
      .select(["id"])
      .where("service_id", "=", serviceId)
      .execute();
    expect(Buffer.compare(res.body as Buffer, bytes.get(file?.id as number) as Buffer)).toBe(0);
    const leads = await leadsOf(m.userId);
    const service = await kit.database.db
      .selectFrom("services")
      .select("provider_id")
      .where("id", "=", serviceId)
      .executeTakeFirstOrThrow();
    expect(leads).toHaveLength(1);
    expect(leads[0]).toMatchObject({
      user_id: m.userId,
      service_id: serviceId,
      provider_id: service.provider_id,
      channel: "service",
    });
    const downloadedAt = leads[0]?.downloaded_at as Date;
    expect(downloadedAt.getTime()).toBeGreaterThanOrEqual(before.getTime() - 1000);
    expect(JSON.stringify(leads[0]?.shared_details)).toContain(m.email);
  });

  it("When the service has two files, then both come in one zip", async () => {
    const m = await consented();
    const serviceId = twoFiles[0] as number;
    const res = await downloaded(m, serviceTicket(serviceId));
    expect(res.headers["content-type"]).toBe("application/zip");
    const entries = await unzip(res.body as Buffer);
    expect(entries.size).toBe(2);
    for (const entry of entries.values()) expect(entry.subarray(0, 5).toString()).toBe("%PDF-");
  });

  it.each(["999999", "abc"])("When the service id is %s, then 404 0109005 and no lead", async (id) => {
    const m = await consented();
    const res = await request(kit.app).post(serviceTicket(id)).set(m.auth).send({}).expect(404);
    expect(res.body.error_code).toBe("0109005");
    expect(await leadsOf(m.userId)).toHaveLength(0);
  });
});

describe("POST /v1/services/material-download-tickets", () => {
  it("When a member downloads three services, then one streamed zip holds a folder per service with every file, and three leads", async () => {
    const m = await consented();
    const ids = [oneFile[0], twoFiles[0], oneFile[1]] as number[];
    const res = await downloaded(m, BUNDLE, { service_ids: ids });
    expect(res.headers["content-type"]).toBe("application/zip");
    // Streamed: the length is not known before the last byte is written.
    expect(res.headers["content-length"]).toBeUndefined();
    expect(res.headers["transfer-encoding"]).toBe("chunked");
    const entries = await unzip(res.body as Buffer);
    expect(entries.size).toBe(4);
    const folders = new Set([...entries.keys()].map((p) => p.split("/")[0]));
    expect(folders.size).toBe(3);
    const expected = await kit.database.db
      .selectFrom("material_files")
      .select(["id"])
      .where("service_id", "in", ids)
      .execute();
    const got = [...entries.values()];
    for (const f of expected) expect(got.some((b) => Buffer.compare(b, bytes.get(f.id) as Buffer) === 0)).toBe(true);
    const leads = await leadsOf(m.userId);
    expect(leads.map((l) => l.service_id).sort()).toEqual([...ids].sort());
    expect(leads.every((l) => l.channel === "bundle")).toBe(true);
  });

  it.each([
    ["no ids", {}],
    ["a word", { service_ids: ["abc"] }],
    ["a repeated id", { service_ids: [1, 1] }],
    ["21 ids", { service_ids: Array.from({ length: 21 }, (_, i) => i + 1) }],
  ])("When the body has %s, then 400 0109004", async (_label, body) => {
    const m = await consented();
    const res = await request(kit.app).post(BUNDLE).set(m.auth).send(body).expect(400);
    expect(res.body.error_code).toBe("0109004");
  });

  it("When one of the services does not exist, then 404 0109005 and no lead at all", async () => {
    const m = await consented();
    const res = await request(kit.app)
      .post(BUNDLE)
      .set(m.auth)
      .send({ service_ids: [oneFile[0], 999999] })
      .expect(404);
    expect(res.body.error_code).toBe("0109005");
    expect(await leadsOf(m.userId)).toHaveLength(0);
  });

  it("When a visitor asks, then 401 0109006", async () => {
    await request(kit.app)
      .post(BUNDLE)
      .send({ service_ids: [oneFile[0]] })
      .expect(401);
  });
});

describe("/v1/material-files", () => {
  it("When anyone lists a service's files, then names and sizes come without bytes", async () => {
    const res = await request(kit.app).get(`/v1/material-files?service_id=${twoFiles[0]}`).expect(200);
    expect(res.body.material_files).toHaveLength(2);
    expect(res.body.material_files[0]).toEqual({
      material_file_id: expect.any(Number),
      service_id: twoFiles[0],
      file_name: expect.stringMatching(/\.pdf$/),
      size_bytes: expect.any(Number),
      mime_type: "application/pdf",
    });
    await request(kit.app).get("/v1/material-files?service_id=999999").expect(404);
    await request(kit.app).get("/v1/material-files").expect(400);
  });

  it("When a consenting member downloads one file by id, then its bytes come and a lead names that file", async () => {
    const m = await consented();
    const list = await request(kit.app).get(`/v1/material-files?service_id=${twoFiles[0]}`).expect(200);
    const fileId = list.body.material_files[1].material_file_id as number;
    const res = await downloaded(m, fileTicket(fileId));
    expect(Buffer.compare(res.body as Buffer, bytes.get(fileId) as Buffer)).toBe(0);
    const leads = await leadsOf(m.userId);
    expect(leads).toHaveLength(1);
    expect(leads[0]).toMatchObject({ material_file_id: fileId, channel: "file", service_id: twoFiles[0] });
    await request(kit.app).post(fileTicket(999999)).set(m.auth).send({}).expect(404);
    await request(kit.app).post(fileTicket(fileId)).send({}).expect(401);
  });

  it("When an id is one over what an int4 column holds (2147483648), then a query or body id is 400 0109004 and a path id 404, never 500", async () => {
    const m = await consented();
    await getError(kit.app, "/v1/material-files?service_id=2147483648", 400, "0109004");
    await getError(kit.app, "/v1/material-files?service_id=2147483647", 404, "0109005");
    await getError(kit.app, "/v1/services?page_number=2147483648", 400, "0109004");
    const bundle = await request(kit.app)
      .post(BUNDLE)
      .set(m.auth)
      .send({ service_ids: [2147483648] })
      .expect(400);
    expect(bundle.body.error_code).toBe("0109004");
    const consent = await giveMaterialConsent(kit, m, 2_147_483_648).expect(400);
    expect(consent.body.error_code).toBe("0109004");
    const file = await request(kit.app).post(fileTicket(2147483648)).set(m.auth).send({}).expect(404);
    expect(file.body.error_code).toBe("0109005");
  });
});

describe("?from_screen= (ADR 141)", () => {
  it("When a member downloads from the consideration list, then each lead records the screen; without it the column is null", async () => {
    const m = await consented();
    const serviceId = oneFile[0] as number;
    await downloaded(m, serviceTicket(serviceId), { from_screen: "consideration" });
    await downloaded(m, BUNDLE, { service_ids: [oneFile[1]], from_screen: "bookmark" });
    await downloaded(m, serviceTicket(serviceId));
    const leads = await leadsOf(m.userId);
    expect(leads.map((l) => [l.channel, l.from_screen])).toEqual([
      ["service", "consideration"],
      ["bundle", "bookmark"],
      ["service", null],
    ]);
  });

  it("When the screen is not one the site knows, then 400 0109004 and no lead", async () => {
    const m = await consented();
    const res = await request(kit.app)
      .post(serviceTicket(oneFile[0] as number))
      .set(m.auth)
      .send({ from_screen: "elsewhere" })
      .expect(400);
    expect(res.body.error_code).toBe("0109004");
    expect(await leadsOf(m.userId)).toHaveLength(0);
  });
});

describe("GET /v1/material-downloads?ticket= (ADR 209)", () => {
  const issue = async (m: TestMember) =>
    (
      await request(kit.app)
        .post(serviceTicket(oneFile[0] as number))
        .set(m.auth)
        .send({})
        .expect(201)
    ).body as {
      ticket: string;
      expires_at: string;
    };
  const redeem = (m: TestMember, ticket: string) =>
    request(kit.app).get(`/v1/material-downloads?ticket=${ticket}`).set(m.auth).buffer(true).parse(binaryParser);

  it("When a ticket is redeemed, then the bytes come once, no further lead is recorded, and a second use is 404 0109005", async () => {
    const m = await consented();
    const { ticket } = await issue(m);
    expect(await leadsOf(m.userId)).toHaveLength(1);
    const first = await redeem(m, ticket).expect(200);
    expect((first.body as Buffer).subarray(0, 5).toString()).toBe("%PDF-");
    const again = await request(kit.app).get(`/v1/material-downloads?ticket=${ticket}`).set(m.auth).expect(404);
    expect(again.body.error_code).toBe("0109005");
    expect(await leadsOf(m.userId)).toHaveLength(1);
  });

  it("When member B presents member A's ticket, then 404 and A can still use it", async () => {
    const a = await consented();
    const b = await consented();
    const { ticket } = await issue(a);
    await request(kit.app).get(`/v1/material-downloads?ticket=${ticket}`).set(b.auth).expect(404);
    await redeem(a, ticket).expect(200);
  });

  it("When the ticket has expired, then 404 0109005", async () => {
    const m = await consented();
    const { ticket } = await issue(m);
    await kit.database.db
      .updateTable("material_download_tickets")
      .set({ expires_at: new Date(kit.now().getTime() - 1) })
      .where("user_id", "=", m.userId)
      .execute();
    const res = await request(kit.app).get(`/v1/material-downloads?ticket=${ticket}`).set(m.auth).expect(404);
    expect(res.body.error_code).toBe("0109005");
  });

  it("When the ticket is malformed or missing, or a visitor presents one, then 400 0109004 or 401", async () => {
    const m = await consented();
    await getError(kit.app, "/v1/material-downloads", 401, "0109006");
    const res = await request(kit.app).get("/v1/material-downloads?ticket=short").set(m.auth).expect(400);
    expect(res.body.error_code).toBe("0109004");
  });
});
