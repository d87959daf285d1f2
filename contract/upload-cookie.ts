/**
 * The cookie by which the signed-in app's <img> and download links, which send no Bearer
 * header, read private uploads: the session's token, sent only to `UPLOAD_COOKIE_PATH`
 * (docs/security.md, "Private files"). A module without zod: the browser's store reads it on
 * every page, the tracking page's too (docs/first-screen.md).
 */
export const UPLOAD_COOKIE = 'flotte_uploads';
export const UPLOAD_COOKIE_PATH = '/api/uploads';
