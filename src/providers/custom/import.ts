import type { AxiosInstance } from 'axios';
import type { ImportPreview, ImportResult } from '../../../contract/import';
import { one } from './call';

/** What can be imported from CSV, and the API path of each (docs/import.md). */
export type ImportKind = 'assets' | 'asset-type';

/** Bulk import from CSV (issue 12): a preview that writes nothing, then all rows or none. */
/** Whose assets the file creates, named by the superadmin (docs/import.md): one of the two. */
export interface ImportTarget {
  owner_user_id?: string | null;
  business_id?: string | null;
}

export const importMethods = (client: AxiosInstance) => ({
  previewImport: (kind: ImportKind, csv: string, target: ImportTarget = {}) =>
    one(() => client.post<{ data: ImportPreview }>(`/${kind}/import/preview`, { csv, ...target })),
  /** A refused file rejects with an HttpError whose `body.rows` holds every row's errors. */
  commitImport: (kind: ImportKind, csv: string, target: ImportTarget = {}) =>
    one(() => client.post<{ data: ImportResult }>(`/${kind}/import`, { csv, ...target })),
});
