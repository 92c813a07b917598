import { createReadStream } from 'node:fs';
import { join } from 'node:path';
import type { Readable } from 'node:stream';
import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadBucketCommand,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import { Upload } from '@aws-sdk/lib-storage';
import type { S3Settings } from '../../config.js';
import {
  isStorageKey,
  newStorageKey,
  stagingArea,
  storageUnavailable,
  type UploadStorage,
} from './upload.storage.js';

export function s3Client(settings: S3Settings): S3Client {
  return new S3Client({
    region: settings.region,
    ...(settings.endpoint ? { endpoint: settings.endpoint } : {}),
    forcePathStyle: settings.forcePathStyle,
    ...(settings.accessKeyId && settings.secretAccessKey
      ? {
          credentials: {
            accessKeyId: settings.accessKeyId,
            secretAccessKey: settings.secretAccessKey,
          },
        }
      : {}),
    // Fail fast when the store is down rather than hold the request for long.
    maxAttempts: 2,
  });
}

/** The object name of a stored file: a prefix keeps the bucket shareable. */
export const objectKey = (key: string) => `uploads/${key}`;

const isMissing = (error: unknown) =>
  error instanceof S3ServiceException &&
  (error.name === 'NoSuchKey' ||
    error.name === 'NotFound' ||
    error.$metadata.httpStatusCode === 404);

/**
 * Uploaded files in an S3-compatible bucket (AWS S3, MinIO, R2…). Both ways
 * stream: a commit sends the temporary file in 8 MB parts (at most four in
 * flight), and a read hands the response body straight to the client.
 */
export function s3Storage(
  settings: S3Settings,
  dataDir: string,
  client = s3Client(settings),
): UploadStorage {
  const staging = stagingArea(join(dataDir, 'incoming'));
  const bucket = settings.bucket;

  return {
    kind: 's3',
    ...staging,
    async commit(tempPath, contentType) {
      const key = newStorageKey();
      const upload = new Upload({
        client,
        params: {
          Bucket: bucket,
          Key: objectKey(key),
          Body: createReadStream(tempPath),
          ContentType: contentType,
        },
        partSize: 8 * 1024 * 1024,
        queueSize: 4,
        // A failed multipart upload is aborted, so nothing half-stored stays behind.
        leavePartsOnError: false,
      });
      try {
        await upload.done();
      } catch {
        throw storageUnavailable();
      }
      return key;
    },
    async read(key, range) {
      if (!isStorageKey(key)) return undefined;
      try {
        const object = await client.send(
          new GetObjectCommand({
            Bucket: bucket,
            Key: objectKey(key),
            ...(range ? { Range: `bytes=${range.start}-${range.end}` } : {}),
          }),
        );
        return object.Body as Readable;
      } catch (error) {
        if (isMissing(error)) return undefined;
        throw storageUnavailable();
      }
    },
    async remove(key) {
      try {
        await client.send(new DeleteObjectCommand({ Bucket: bucket, Key: objectKey(key) }));
      } catch {
        throw storageUnavailable();
      }
    },
    async check() {
      await client.send(new HeadBucketCommand({ Bucket: bucket }));
    },
  };
}
