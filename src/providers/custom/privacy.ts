import type { AxiosInstance } from 'axios';
import type { Identifier } from 'react-admin';
import { call, idPath, one, withJsonBody } from './call';

interface Erased {
  id: string;
  erased_at: string;
}

/**
 * Personal data (issue 31, docs/privacy.md): the signed-in person's own data as a ZIP, the
 * erasure of a person or of a request's recipient (with its reason), the audit log as CSV. The
 * audit log's list is the plain resource `audit-log` (GET /audit-log).
 */
export const privacyMethods = (client: AxiosInstance) => ({
  /** GET /me/export, read with the session's token (a plain link has none). */
  exportMyData: async () => {
    const bytes = await call(async () => {
      try {
        return await client.get<ArrayBuffer>('/me/export', {
          responseType: 'arraybuffer',
          headers: { Accept: 'application/zip' },
        });
      } catch (error) {
        throw withJsonBody(error);
      }
    });
    return new Blob([bytes], { type: 'application/zip' });
  },
  erasePerson: (id: Identifier, reason: string) =>
    one(() => client.post<{ data: Erased }>(idPath('/people', id, '/erasure'), { reason })),
  eraseRecipient: (id: Identifier, reason: string) =>
    one(() =>
      client.post<{ data: Erased }>(idPath('/business-dispatches', id, '/recipient-erasure'), {
        reason,
      }),
    ),
  /** The audit log as CSV, with the list's filters. */
  exportAuditLog: (params: Record<string, string>) =>
    call(() => client.get<string>('/audit-log/export.csv', { params, responseType: 'text' })),
});
