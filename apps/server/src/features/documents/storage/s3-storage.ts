// Document storage on S3-compatible object storage: streamed multipart upload, aborted (no parts kept) on failure.
import type { S3Client } from '@aws-sdk/client-s3';
import { createRequire } from 'node:module';
import { Readable } from 'node:stream';
import type { StorageConfig } from '../../../config.js';
import { assertStorageKey, isStorageKey, StorageNotFoundError, type DocumentStorage } from './document-storage.js';

type S3Config = Extract<StorageConfig, { kind: 's3' }>;

const isNotFound = (error: unknown) => {
  const failure = error as { name?: string; $metadata?: { httpStatusCode?: number } };
  return failure.name === 'NoSuchKey' || failure.name === 'NotFound' || failure.$metadata?.httpStatusCode === 404;
};

// The SDK is large: it is loaded only when S3 storage is configured.
const require = createRequire(import.meta.url);

/** listPageSize: keys per ListObjectsV2 page (S3's most, 1000, unless a test asks for fewer). */
export function createS3Storage(config: S3Config, options: { listPageSize?: number } = {}): DocumentStorage & { client: S3Client } {
  const { DeleteObjectCommand, GetObjectCommand, HeadObjectCommand, ListObjectsV2Command, S3Client } =
    require('@aws-sdk/client-s3') as typeof import('@aws-sdk/client-s3');
  const { Upload } = require('@aws-sdk/lib-storage') as typeof import('@aws-sdk/lib-storage');
  const client = new S3Client({
    region: config.region,
    forcePathStyle: config.forcePathStyle,
    // Checksums only where S3 requires them: many S3-compatible servers reject the SDK's default
    // streaming checksum trailers, and TLS plus the ETag already guard the bytes.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
    ...(config.endpoint ? { endpoint: config.endpoint } : {}),
    ...(config.accessKeyId && config.secretAccessKey
      ? { credentials: { accessKeyId: config.accessKeyId, secretAccessKey: config.secretAccessKey } }
      : {}),
  });
  const Bucket = config.bucket;

  return {
    kind: 's3',
    client,
    async put(key, body, { contentType }) {
      assertStorageKey(key);
      // 5 MB parts, at most 2 in flight: memory per upload stays near 10 MB whatever the file size.
      const upload = new Upload({
        client,
        params: { Bucket, Key: key, Body: body, ContentType: contentType },
        partSize: 5 * 1024 * 1024,
        queueSize: 2,
        leavePartsOnError: false,
      });
      let bodyError: unknown = null;
      body.once('error', (error) => (bodyError = error));
      try {
        await upload.done();
      } catch (error) {
        // The body's own error (wrong type, too large) says more than the SDK's wrapper.
        throw bodyError ?? error;
      }
      if (bodyError) {
        await client.send(new DeleteObjectCommand({ Bucket, Key: key })).catch(() => undefined);
        throw bodyError;
      }
    },
    async get(key) {
      assertStorageKey(key);
      try {
        const result = await client.send(new GetObjectCommand({ Bucket, Key: key }));
        if (!(result.Body instanceof Readable)) throw new Error('S3 answered without a readable body');
        return result.Body;
      } catch (error) {
        if (isNotFound(error)) throw new StorageNotFoundError(key);
        throw error;
      }
    },
    async delete(key) {
      assertStorageKey(key);
      await client.send(new DeleteObjectCommand({ Bucket, Key: key }));
    },
    async exists(key) {
      assertStorageKey(key);
      try {
        await client.send(new HeadObjectCommand({ Bucket, Key: key }));
        return true;
      } catch (error) {
        if (isNotFound(error)) return false;
        throw error;
      }
    },
    // S3 keeps no temporary objects: an unfinished multipart upload is not an object (a bucket
    // lifecycle rule, AbortIncompleteMultipartUpload, clears those a crash leaves).
    async *list() {
      let ContinuationToken: string | undefined;
      do {
        const page = await client.send(new ListObjectsV2Command({ Bucket, ContinuationToken, MaxKeys: options.listPageSize ?? 1000 }));
        for (const object of page.Contents ?? []) {
          if (object.Key && isStorageKey(object.Key))
            yield { key: object.Key, lastModified: object.LastModified ?? new Date(), partial: false };
        }
        ContinuationToken = page.IsTruncated ? page.NextContinuationToken : undefined;
      } while (ContinuationToken);
    },
  };
}
