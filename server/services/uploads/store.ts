import type { ServerConfig } from '../../config';
import { postgresStore } from './postgres-store';
import { s3Store } from './s3-store';
import type { UploadStore } from './upload-store';

export type { StoredBytes, UploadFile, UploadStore } from './upload-store';

/** An S3-compatible bucket when `S3_BUCKET` is set, otherwise PostgreSQL (docs/uploads.md). */
export function createUploadStore(config: Pick<ServerConfig, 's3'>): UploadStore {
  return config.s3 ? s3Store(config.s3) : postgresStore;
}
