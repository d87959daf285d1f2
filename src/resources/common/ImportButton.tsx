import UploadFileIcon from '@mui/icons-material/UploadFile';
import { useState } from 'react';
import { Button, useCanAccess } from 'react-admin';
import type { ImportKind } from '../../providers/custom/import';
import { useAuthState } from '../../providers/store';
import { ImportDialog } from './ImportDialog';

/**
 * "Importer" on a list: for those who may import its records (contract/permissions.ts). The superadmin's asset import
 * must name whose assets they are, which the API takes (docs/import.md) but this dialog does not
 * ask: the button shows to owners and businesses for assets, to the superadmin for types.
 */
export const ImportButton = ({ kind }: { kind: ImportKind }) => {
  const [open, setOpen] = useState(false);
  const { user } = useAuthState();
  const { canAccess } = useCanAccess({ resource: kind, action: 'import' });
  if (!canAccess || (kind === 'assets' && user?.role === 'superadmin')) return null;
  return (
    <>
      <Button label="flotte.import.button" onClick={() => setOpen(true)}>
        <UploadFileIcon />
      </Button>
      <ImportDialog kind={kind} open={open} onClose={() => setOpen(false)} />
    </>
  );
};
