import { lazy } from 'react';
import DescriptionIcon from '@mui/icons-material/Description';

export const list = lazy(() => import('./DocumentList').then((m) => ({ default: m.DocumentList })));
export const create = lazy(() =>
  import('./DocumentCreate').then((m) => ({ default: m.DocumentCreate })),
);

/** `<Resource name="documents" {...documents} />`: documents that expire (docs/compliance.md). */
const documents = { list, create, icon: DescriptionIcon, recordRepresentation: 'number' };
export default documents;
