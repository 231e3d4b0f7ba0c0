// `npm run bench:material-zip`: downloads one zip of 20 services' materials (20 × 4 MB pdf-sized
// files) from the built api over real HTTP, and reports the time, the throughput and how much the
// process's memory grew while the 80 MB zip streamed (ADR 062: the zip is never held in memory).
// Run `npm run build` first. PGlite in memory, so the bytes live in the database's own memory before
// the download starts; the figure that matters is the growth during the download (live memory, sampled
// after a forced collection every 50 ms; run with --expose-gc).
import { once } from "node:events";
import { mkdtemp } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { createApp } from "../api/dist/app.js";
import { openDatabase } from "../api/dist/db/database.js";
import { migrate } from "../api/dist/db/migrate.js";
import { hashPassword } from "../api/dist/lib/auth/password.js";
import { createMailer } from "../api/dist/lib/mail/mailer.js";
import { seedDemoDataIfEmpty } from "../api/dist/seed/seed.js";

const SERVICES = Number(process.env.BENCH_ZIP_SERVICES ?? 20);
const FILE_BYTES = 4 * 1024 * 1024;
const handle = await openDatabase({ kind: "pglite", dataDir: null });
await migrate(handle.db);
await seedDemoDataIfEmpty(handle.db);
const db = handle.db;

const services = await db.selectFrom("services").select("id").orderBy("id").limit(SERVICES).execute();
const body = Buffer.alloc(FILE_BYTES, 0x41);
body.write("%PDF-1.4\n");
for (const s of services) {
  await db
    .insertInto("material_files")
    .values({
      service_id: s.id,
      file_name: "large.pdf",
      file_path: `bench/${s.id}.pdf`,
      size_bytes: FILE_BYTES,
      mime_type: "application/pdf",
      content: body,
    })
    .execute();
}
const email = "bench-zip@example.jp";
const account = await db
  .insertInto("accounts")
  .values({ email, password_hash: await hashPassword("Bench1234", 1024), email_confirmed_at: new Date() })
  .returning("id")
  .executeTakeFirstOrThrow();
const member = await db
  .insertInto("members")
  .values({
    account_id: account.id,
    last_name: "計測",
    first_name: "太郎",
    email,
    hospital_name: "計測病院",
    position: "",
    corporate_types: [10],
    is_pre_member: false,
    terms_of_use_version: 1,
  })
  .returning("user_id")
  .executeTakeFirstOrThrow();
await db
  .insertInto("material_download_consents")
  .values({ user_id: member.user_id, consent_version: 1, shown_details: "[]" })
  .execute();

const server = createApp({
  db,
  log: () => {},
  devMail: false,
  auth: { scryptN: 1024 },
  mailer: createMailer({ outboxDir: await mkdtemp(join(tmpdir(), "bench-zip-")), log: () => {} }),
}).listen(0, "127.0.0.1");
await once(server, "listening");
const base = `http://127.0.0.1:${server.address().port}`;
const { id_token } = await (
  await fetch(`${base}/v1/auth/sign-in`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ email, password: "Bench1234" }),
  })
).json();

const ids = services.map((s) => s.id).join(",");
const results = [];
for (let run = 0; run < Number(process.env.BENCH_ZIP_RUNS ?? 3); run++) {
  globalThis.gc?.();
  const before = process.memoryUsage();
  let peakRss = before.rss;
  let peakHeap = before.heapUsed + before.arrayBuffers;
  // Collected before each sample, so the figure is what the download keeps alive, not garbage.
  const timer = setInterval(() => {
    globalThis.gc?.();
    const m = process.memoryUsage();
    peakRss = Math.max(peakRss, m.rss);
    peakHeap = Math.max(peakHeap, m.heapUsed + m.arrayBuffers);
  }, 50);
  const started = performance.now();
  const res = await fetch(`${base}/v1/services/download-introduction-materials?ids=${ids}`, {
    headers: { authorization: `Bearer ${id_token}` },
  });
  let bytes = 0;
  let firstByteMs;
  for await (const chunk of res.body) {
    firstByteMs ??= performance.now() - started;
    bytes += chunk.length;
  }
  const ms = performance.now() - started;
  clearInterval(timer);
  results.push({
    status: res.status,
    zipMB: +(bytes / 1048576).toFixed(1),
    firstByteMs: +firstByteMs.toFixed(0),
    totalMs: +ms.toFixed(0),
    MBps: +(bytes / 1048576 / (ms / 1000)).toFixed(1),
    rssGrowthMB: +((peakRss - before.rss) / 1048576).toFixed(1),
    liveJsHeapAndBuffersGrowthMB: +((peakHeap - before.heapUsed - before.arrayBuffers) / 1048576).toFixed(1),
  });
}
console.table(results);
server.close();
await handle.close();
