import UploadFileIcon from '@mui/icons-material/UploadFile';
import { useState } from 'react';
import { Button, useCanAccess } from 'react-admin';
import type { ImportKind } from '../../providers/custom/import';
import { ImportDialog } from './ImportDialog';

/**
 * "Importer" on a list: for those who may import its records (contract/permissions.ts
 * `import`). The superadmin's asset import names whose assets they are, in the dialog.
 */
export const ImportButton = ({ kind }: { kind: ImportKind }) => {
  const [open, setOpen] = useState(false);
  const { canAccess } = useCanAccess({ resource: kind, action: 'import' });
  if (!canAccess) return null;
  return (
    <>
      <Button label="flotte.import.button" onClick={() => setOpen(true)}>
        <UploadFileIcon />
      </Button>
      <ImportDialog kind={kind} open={open} onClose={() => setOpen(false)} />
    </>
  );
};
