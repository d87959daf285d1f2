import { Readable } from 'node:stream';
import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  PutObjectCommand,
  S3Client,
} from '@aws-sdk/client-s3';
import type { S3Config } from '../../config';
import type { UploadStore } from './upload-store';

/** Objects are kept under this prefix, so the bucket may hold other things. */
const PREFIX = 'uploads/';

const isMissing = (error: unknown) =>
  typeof error === 'object' &&
  error !== null &&
  ((error as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode === 404 ||
    ['NoSuchKey', 'NotFound'].includes((error as { name?: string }).name ?? ''));

/** An S3-compatible bucket (AWS, MinIO, Ceph, s3rver…), selected by `S3_BUCKET`. */
export function s3Store(config: S3Config): UploadStore {
  const client = new S3Client({
    region: config.region,
    forcePathStyle: config.forcePathStyle,
    ...(config.endpoint ? { endpoint: config.endpoint } : {}),
    // Without keys the SDK's own chain applies (AWS_* variables, instance or pod roles).
    ...(config.accessKeyId && config.secretAccessKey
      ? {
          credentials: {
            accessKeyId: config.accessKeyId,
            secretAccessKey: config.secretAccessKey,
          },
        }
      : {}),
    // The SDK's default CRC32 checksums are refused by several S3-compatible servers.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
  const object = (name: string) => ({ Bucket: config.bucket, Key: `${PREFIX}${name}` });

  return {
    kind: 's3',
    async save(_tx, { name, contentType, bytes }) {
      await client.send(
        new PutObjectCommand({
          ...object(name),
          Body: bytes,
          ContentType: contentType,
          ContentLength: bytes.length,
        }),
      );
    },
    async discard(name) {
      await client.send(new DeleteObjectCommand(object(name))).catch(() => undefined);
    },
    async load(_db, name) {
      try {
        const found = await client.send(new GetObjectCommand(object(name)));
        if (!(found.Body instanceof Readable)) throw new Error('S3 answered no readable body');
        return { body: found.Body, size: found.ContentLength ?? 0 };
      } catch (error) {
        if (isMissing(error)) return undefined;
        throw error;
      }
    },
    async has(_db, name) {
      try {
        await client.send(new HeadObjectCommand(object(name)));
        return true;
      } catch (error) {
        if (isMissing(error)) return false;
        throw error;
      }
    },
    close: async () => client.destroy(),
  };
}
