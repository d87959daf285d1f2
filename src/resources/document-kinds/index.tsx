import { lazy } from 'react';
import RuleIcon from '@mui/icons-material/Rule';

const views = () => import('./DocumentKindViews');
export const list = lazy(() => views().then((m) => ({ default: m.DocumentKindList })));
export const edit = lazy(() => views().then((m) => ({ default: m.DocumentKindEdit })));
export const create = lazy(() => views().then((m) => ({ default: m.DocumentKindCreate })));

/** `<Resource name="document-kinds" {...documentKinds} />`: the superadmin's kinds. */
const documentKinds = { list, edit, create, icon: RuleIcon, recordRepresentation: 'name' };
export default documentKinds;
