import { join } from "node:path";
import type { FileStore } from "./file-store.js";
import { createLocalFileStore } from "./local-file-store.js";
import { createS3FileStore } from "./s3-file-store.js";

export interface FileStoreConfig {
  readonly DATA_DIR: string;
  readonly S3_ENDPOINT?: string | undefined;
  readonly S3_PUBLIC_ENDPOINT?: string | undefined;
  readonly S3_BUCKET: string;
  readonly S3_REGION: string;
  readonly S3_ACCESS_KEY_ID?: string | undefined;
  readonly S3_SECRET_ACCESS_KEY?: string | undefined;
}

/** The S3 store when `S3_ENDPOINT` is set, else the local folder `${DATA_DIR}/files`. */
export function createConfiguredFileStore(config: FileStoreConfig): FileStore {
  if (config.S3_ENDPOINT) {
    return createS3FileStore({
      endpoint: config.S3_ENDPOINT,
      ...(config.S3_PUBLIC_ENDPOINT ? { publicEndpoint: config.S3_PUBLIC_ENDPOINT } : {}),
      bucket: config.S3_BUCKET,
      region: config.S3_REGION,
      accessKeyId: config.S3_ACCESS_KEY_ID ?? "",
      secretAccessKey: config.S3_SECRET_ACCESS_KEY ?? "",
    });
  }
  return createLocalFileStore({ rootDir: join(config.DATA_DIR, "files") });
}
