// Uploads (issue 4) in shared storage (issue 11): docs/uploads.md.
export { createUploadStore, type UploadStore, type StoredBytes } from './store';
export { findUpload, sniff, storeUpload } from './uploads';
export {
  importDiskUploads,
  importUploadFolder,
  IMPORTED_DIR,
  type DiskImport,
} from './disk-import';
