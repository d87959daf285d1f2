import { lazy } from 'react';
import CategoryIcon from '@mui/icons-material/Category';

// Lazy views: opening a route loads its code, behind the layout's route spinner.
export const list = lazy(() =>
  import('./AssetTypeList').then((m) => ({ default: m.AssetTypeList })),
);
export const create = lazy(() =>
  import('./AssetTypeCreate').then((m) => ({ default: m.AssetTypeCreate })),
);
export const edit = lazy(() =>
  import('./AssetTypeEdit').then((m) => ({ default: m.AssetTypeEdit })),
);
export const icon = CategoryIcon;
export const recordRepresentation = 'name';

/** `<Resource name="asset-type" {...assetType} />` */
const assetType = { list, create, edit, icon, recordRepresentation };
export default assetType;
