import { Button } from '@mui/material';
import { useCanAccess, useTranslate } from 'react-admin';
import type { Asset } from '../../../contract/asset';
import { useFlotteDataProvider } from '../../providers/useFlotteDataProvider';
import { useNotifiedMutation } from '../common/useNotifiedMutation';

/**
 * For a failed inspection whose repair was cancelled (it still blocks the asset): open another
 * (POST /inspections/{id}/repair, docs/compliance.md), for the asset's staff. The page then
 * reads again the asset (in the workshop), its work and its compliance.
 */
export const OpenRepairButton = ({
  inspectionId,
  asset,
}: {
  inspectionId: string;
  asset: Asset;
}) => {
  const translate = useTranslate();
  const dataProvider = useFlotteDataProvider();
  const { canAccess } = useCanAccess({ resource: 'maintenance', action: 'create', record: asset });
  const open = useNotifiedMutation(
    () => dataProvider.openInspectionRepair(inspectionId),
    'flotte.inspection.repair_opened',
    'info',
  );
  if (!canAccess) return null;
  return (
    <Button
      size="small"
      color="inherit"
      variant="outlined"
      disabled={open.isPending}
      onClick={() => open.mutate()}
    >
      {translate('flotte.inspection.open_repair')}
    </Button>
  );
};
