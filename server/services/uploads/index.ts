// Uploads (issue 4) in shared storage (issue 11): docs/uploads.md.
export { createUploadStore, type UploadStore, type StoredBytes } from './store';
export { sniff, storeUpload, uploadRecord } from './uploads';
export { isPublicUpload, mayReadUpload, type UploadOwner } from './access';
export { deleteUploads, discardUploads } from './erase';
export { SIGNED_LINK_MINUTES, UploadLinks, type LinkCheck } from './signed-links';
export {
  importDiskUploads,
  importUploadFolder,
  IMPORTED_DIR,
  type DiskImport,
} from './disk-import';
