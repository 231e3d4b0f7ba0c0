// A real S3-compatible server (s3rver) for the tests of the S3 path: its own folder, one bucket, the
// first free port of 3850–3899 (this branch's range).

import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import S3rver from "s3rver";
import type { FileStore } from "./file-store.js";
import { createS3FileStore } from "./s3-file-store.js";

const FIRST_PORT = 3850;
const LAST_PORT = 3899;
/** s3rver's built-in account. */
const CREDENTIALS = { accessKeyId: "S3RVER", secretAccessKey: "S3RVER" };

export interface TestS3Server {
  readonly endpoint: string;
  readonly bucket: string;
  /** A store over this server, as the api builds it from S3_ENDPOINT. */
  readonly store: FileStore;
  close(): Promise<void>;
}

export async function startTestS3Server(bucket = "iryo-test-files"): Promise<TestS3Server> {
  const directory = await mkdtemp(join(tmpdir(), "iryo-s3rver-"));
  for (let port = FIRST_PORT; port <= LAST_PORT; port += 1) {
    const server = new S3rver({
      port,
      address: "127.0.0.1",
      silent: true,
      directory,
      configureBuckets: [{ name: bucket }],
    });
    try {
      await server.run();
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === "EADDRINUSE") continue;
      throw error;
    }
    const endpoint = `http://127.0.0.1:${port}`;
    return {
      endpoint,
      bucket,
      store: createS3FileStore({ endpoint, bucket, region: "us-east-1", ...CREDENTIALS }),
      async close() {
        await server.close();
        await rm(directory, { recursive: true, force: true });
      },
    };
  }
  throw new Error(`no free port for s3rver in ${FIRST_PORT}–${LAST_PORT}`);
}
