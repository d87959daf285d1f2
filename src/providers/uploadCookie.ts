import { UPLOAD_COOKIE, UPLOAD_COOKIE_PATH } from '../../contract/upload-cookie';

/**
 * Private uploads (docs/security.md, "Private files"): an <img> or a download link sends no
 * Bearer header, so the session's token is also kept in a cookie sent only to `/api/uploads`
 * (same site only, secure over https). The token is in local storage already: the cookie gives
 * a script nothing more, and the server reads it on that one route alone.
 */
export function keepUploadCookie(token: string | null): void {
  if (typeof document === 'undefined') return;
  const secure = globalThis.location?.protocol === 'https:' ? '; Secure' : '';
  const attributes = `Path=${UPLOAD_COOKIE_PATH}; SameSite=Strict${secure}`;
  document.cookie = token
    ? `${UPLOAD_COOKIE}=${encodeURIComponent(token)}; ${attributes}`
    : `${UPLOAD_COOKIE}=; Max-Age=0; ${attributes}`;
}
