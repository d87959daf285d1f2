import axios, { type AxiosInstance } from 'axios';
import type { Identifier } from 'react-admin';
import type { Dispatch } from '../../../contract/dispatch';
import type { Request } from '../../../contract/request';
import { call, idPath, one } from './call';

/**
 * A failed download's body is bytes (the request asked for them): read as the JSON refusal it
 * holds, so that the error speaks its code like any other call's.
 */
export function withJsonBody(error: unknown): unknown {
  if (!axios.isAxiosError(error) || !(error.response?.data instanceof ArrayBuffer)) return error;
  try {
    error.response.data = JSON.parse(new TextDecoder().decode(error.response.data)) as unknown;
  } catch {
    error.response.data = {};
  }
  return error;
}

/**
 * The drivers' side of a delivery that is not plain CRUD (docs/drivers.md): a dispatch's
 * delivery (driver, steps, proof), changing its driver, a failed request's new attempt and the
 * delivery receipt. The drivers themselves are the plain resource `drivers` (GET /drivers).
 */
export const driverMethods = (client: AxiosInstance) => ({
  /** GET /asset-dispatch/{id}: the dispatch with its driver, steps and proof. */
  getDispatch: (id: Identifier) =>
    one(() => client.get<{ data: Dispatch }>(idPath('/asset-dispatch', id))),
  /** While `assigned`: another driver, or none (null). */
  changeDispatchDriver: (id: Identifier, driverId: Identifier | null) =>
    one(() =>
      client.patch<{ data: Dispatch }>(idPath('/asset-dispatch', id, '/driver'), {
        driver_id: driverId === null ? null : String(driverId),
      }),
    ),
  /** A failed request back to `pending`: a new attempt. */
  /** POST /business-dispatches/{id}/delivery-code: a new code mailed to the recipient. */
  renewDeliveryCode: (id: Identifier) =>
    one(() =>
      client.post<{ data: { mailed: boolean } }>(
        idPath('/business-dispatches', id, '/delivery-code'),
      ),
    ),
  retryRequest: (id: Identifier) =>
    one(() => client.post<{ data: Request }>(idPath('/business-dispatches', id, '/retry'))),
  /** The delivery receipt (PDF), read with the session's token (a plain link has none). */
  getReceipt: async (id: Identifier) => {
    const bytes = await call(async () => {
      try {
        return await client.get<ArrayBuffer>(idPath('/business-dispatches', id, '/receipt.pdf'), {
          responseType: 'arraybuffer',
          headers: { Accept: 'application/pdf' },
        });
      } catch (error) {
        throw withJsonBody(error);
      }
    });
    return new Blob([bytes], { type: 'application/pdf' });
  },
});
