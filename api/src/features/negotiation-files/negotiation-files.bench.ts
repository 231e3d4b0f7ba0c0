// Latency of sharing a negotiation file (upload URL → PUT → attach) and of listing a room's files with
// signed URLs, on the local store and on s3rver, over in-memory PGlite. A measurement, not a test:
//   npm run bench:files -w api            (BENCH_FILES_N=200 for more rounds)
// Bounded: N rounds per store, loopback only, stops by itself.

import { mkdtemp, rm } from "node:fs/promises";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { performance } from "node:perf_hooks";
import { createApp } from "../../app.js";
import { createTestDatabase } from "../../db/test-database.js";
import { createMailer } from "../../lib/mail/mailer.js";
import type { FileStore } from "../../lib/storage/file-store.js";
import { createLocalFileStore } from "../../lib/storage/local-file-store.js";
import { startTestS3Server } from "../../lib/storage/test-s3-server.js";
import { createNegotiationFixture, fileBytes } from "./negotiation-files.test-kit.js";

const ROUNDS = Number(process.env.BENCH_FILES_N ?? 100);
const FILE_BYTES = 1024 * 1024;

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
const summary = (ms: number[]) => {
  const sorted = [...ms].sort((a, b) => a - b);
  return `p50 ${percentile(sorted, 50).toFixed(1)} ms, p99 ${percentile(sorted, 99).toFixed(1)} ms (n=${ms.length})`;
};

async function measure(kind: "local" | "s3"): Promise<void> {
  const database = await createTestDatabase();
  const workDir = await mkdtemp(join(tmpdir(), "iryo-bench-files-"));
  const s3 = kind === "s3" ? await startTestS3Server() : undefined;
  const store: FileStore = s3?.store ?? createLocalFileStore({ rootDir: join(workDir, "files") });
  await store.ensureReady();
  const server = createApp({
    db: database.db,
    log: () => {},
    fileStore: store,
    mailer: createMailer({ outboxDir: join(workDir, "mail"), log: () => {} }),
    devMail: false,
  }).listen(0, "127.0.0.1");
  await new Promise<void>((resolve) => server.once("listening", resolve));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const bytes = fileBytes("pdf", FILE_BYTES);
  const share: number[] = [];
  const list: number[] = [];
  try {
    for (let round = 0; round < ROUNDS; round += 1) {
      // A fresh room every 10 files (the limit).
      const f = await createNegotiationFixture(database.db);
      const auth = { authorization: `Bearer ${f.memberA.token}` };
      for (let i = 0; i < 10 && round * 10 + i < ROUNDS; i += 1) {
        const started = performance.now();
        const ticket = (await (
          await fetch(
            `${base}/v1/material-files/upload-presigned-url?business_id=${f.negotiationA}&filename=f${i}.pdf`,
            {
              headers: auth,
            },
          )
        ).json()) as { upload_presigned_url: string; s3_filepath: string };
        await fetch(new URL(ticket.upload_presigned_url, base), {
          method: "PUT",
          body: new Uint8Array(bytes),
          headers: { "content-type": "application/pdf" },
        });
        const attached = await fetch(`${base}/v1/negotiations/${f.negotiationA}/files`, {
          method: "POST",
          headers: { ...auth, "content-type": "application/json" },
          body: JSON.stringify({ s3_filepath: ticket.s3_filepath }),
        });
        if (attached.status !== 201) throw new Error(`attach answered ${attached.status}`);
        share.push(performance.now() - started);
      }
      const started = performance.now();
      const listed = await fetch(`${base}/v1/negotiations/${f.negotiationA}/files`, { headers: auth });
      await listed.json();
      list.push(performance.now() - started);
      if (share.length >= ROUNDS) break;
    }
    console.log(`${kind.padEnd(5)} share 1 MB (URL + PUT + attach): ${summary(share)}`);
    console.log(`${kind.padEnd(5)} list 10 files with signed URLs:  ${summary(list)}`);
  } finally {
    server.closeAllConnections();
    await new Promise<void>((resolve) => server.close(() => resolve()));
    await s3?.close();
    await database.close();
    await rm(workDir, { recursive: true, force: true });
  }
}

await measure("local");
await measure("s3");
