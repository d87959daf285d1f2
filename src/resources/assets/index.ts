import { lazy } from 'react';
import LocalShippingIcon from '@mui/icons-material/LocalShipping';

export const list = lazy(() => import('./AssetList').then((m) => ({ default: m.AssetList })));
export const create = lazy(() => import('./AssetCreate').then((m) => ({ default: m.AssetCreate })));
export const edit = lazy(() => import('./AssetEdit').then((m) => ({ default: m.AssetEdit })));
export const show = lazy(() => import('./AssetShow').then((m) => ({ default: m.AssetShow })));
export const icon = LocalShippingIcon;
export const recordRepresentation = 'name';

/** `<Resource name="assets" {...assets} />` */
const assets = { list, create, edit, show, icon, recordRepresentation };
export default assets;
