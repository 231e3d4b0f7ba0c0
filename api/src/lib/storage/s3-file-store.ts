import {
  CreateBucketCommand,
  DeleteObjectCommand,
  GetObjectCommand,
  HeadBucketCommand,
  HeadObjectCommand,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from "@aws-sdk/client-s3";
import { getSignedUrl } from "@aws-sdk/s3-request-presigner";
import { attachmentDisposition, type FileStore } from "./file-store.js";

export interface S3FileStoreOptions {
  /** The S3 API the api talks to, e.g. http://minio:9000. */
  readonly endpoint: string;
  /** The S3 API as browsers reach it, for signed URLs (default: `endpoint`). */
  readonly publicEndpoint?: string;
  readonly bucket: string;
  readonly region: string;
  readonly accessKeyId: string;
  readonly secretAccessKey: string;
}

/**
 * Objects in a bucket of any S3 API (MinIO, AWS S3, …), path-style. Only the api writes (ADR 101: the
 * browser's single-use upload goes to the api, which puts the object); browsers download with presigned
 * GET URLs (signature V4, at most the given lifetime) that fix the attachment name and the checked type.
 * The bucket itself stays private, so an unsigned or altered URL is refused by the S3 server.
 */
export function createS3FileStore(options: S3FileStoreOptions): FileStore {
  const clientFor = (endpoint: string) =>
    new S3Client({
      endpoint,
      region: options.region,
      forcePathStyle: true,
      credentials: { accessKeyId: options.accessKeyId, secretAccessKey: options.secretAccessKey },
      // No checksum in presigned URLs: the browser's PUT carries none, and S3-compatible servers differ.
      requestChecksumCalculation: "WHEN_REQUIRED",
      responseChecksumValidation: "WHEN_REQUIRED",
    });
  const client = clientFor(options.endpoint);
  const signer = options.publicEndpoint ? clientFor(options.publicEndpoint) : client;
  const Bucket = options.bucket;

  const isMissing = (error: unknown) =>
    error instanceof S3ServiceException &&
    (error.name === "NotFound" || error.name === "NoSuchKey" || error.$metadata.httpStatusCode === 404);

  return {
    kind: "s3",
    async write(key, bytes, contentType) {
      await client.send(new PutObjectCommand({ Bucket, Key: key, Body: bytes, ContentType: contentType || undefined }));
    },
    downloadUrl(key, { fileName, contentType, expiresInSeconds }) {
      return getSignedUrl(
        signer,
        new GetObjectCommand({
          Bucket,
          Key: key,
          ResponseContentDisposition: attachmentDisposition(fileName),
          ResponseContentType: contentType,
        }),
        { expiresIn: expiresInSeconds },
      );
    },
    async stat(key) {
      try {
        const head = await client.send(new HeadObjectCommand({ Bucket, Key: key }));
        return { size: head.ContentLength ?? 0, contentType: head.ContentType ?? "" };
      } catch (error) {
        if (isMissing(error)) return undefined;
        throw error;
      }
    },
    async readStart(key, length) {
      const object = await client.send(new GetObjectCommand({ Bucket, Key: key, Range: `bytes=0-${length - 1}` }));
      const bytes = (await object.Body?.transformToByteArray()) ?? new Uint8Array();
      // A server that ignores Range sends the whole object.
      return bytes.subarray(0, length);
    },
    async remove(key) {
      await client.send(new DeleteObjectCommand({ Bucket, Key: key }));
    },
    async ensureReady() {
      try {
        await client.send(new HeadBucketCommand({ Bucket }));
      } catch (error) {
        if (!isMissing(error)) throw error;
        await client.send(new CreateBucketCommand({ Bucket }));
      }
    },
  };
}
