import { z } from 'zod';

/** The content types POST /api/upload accepts, sniffed from the bytes, with their extension. */
export const UPLOAD_TYPES = {
  'image/png': 'png',
  'image/jpeg': 'jpg',
  'image/webp': 'webp',
  'image/gif': 'gif',
  'application/pdf': 'pdf',
} as const;
export type UploadContentType = keyof typeof UPLOAD_TYPES;

/** A stored file's name: a random uuid plus the sniffed extension (nothing else is served). */
export const UPLOAD_NAME =
  /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\.(png|jpg|webp|gif|pdf)$/;

/** `POST /api/upload` answers 201 `{ fileUrl: '/api/uploads/<name>' }`. */
export const uploadResponse = z.object({ fileUrl: z.string() });
export type UploadResponse = z.infer<typeof uploadResponse>;

export { UPLOAD_COOKIE, UPLOAD_COOKIE_PATH } from './upload-cookie';
