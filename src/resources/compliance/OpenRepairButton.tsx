import { Button } from '@mui/material';
import { useMutation } from '@tanstack/react-query';
import { useCanAccess, useNotify, useRefresh, useTranslate } from 'react-admin';
import type { Asset } from '../../../contract/asset';
import { useFlotteDataProvider } from '../common/useFlotteDataProvider';

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
  const notify = useNotify();
  const refresh = useRefresh();
  const dataProvider = useFlotteDataProvider();
  const { canAccess } = useCanAccess({ resource: 'maintenance', action: 'create', record: asset });
  const open = useMutation({
    mutationFn: () => dataProvider.openInspectionRepair(inspectionId),
    onSuccess: () => {
      notify('flotte.inspection.repair_opened', { type: 'info' });
      refresh();
    },
    onError: (error) =>
      notify(error instanceof Error ? error.message : 'ra.notification.http_error', {
        type: 'error',
      }),
  });
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
