import { useState, type MouseEvent } from 'react';
import { Box, Button } from '@mui/material';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import PauseCircleIcon from '@mui/icons-material/PauseCircle';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Confirm, useCanAccess, useNotify, useRecordContext, useTranslate } from 'react-admin';
import type { Business } from '../../../contract/business';
import { useFlotteDataProvider } from '../../providers/useFlotteDataProvider';

/** Clicks in the button and its dialog (a portal, but a React child) must not open the row. */
const stop = (event: MouseEvent) => event.stopPropagation();

/**
 * Approve a waiting business, or suspend an active one (superadmin), after a confirmation that
 * names it and warns that its staff will be mailed. It sends the state wanted, not a flip, so
 * two superadmins approving at once agree; the list and the page then re-read the business.
 */
export const ToggleStatusButton = ({ size = 'small' }: { size?: 'small' | 'medium' }) => {
  const record = useRecordContext<Business>();
  const { canAccess } = useCanAccess({ resource: 'business', action: 'toggle-status' });
  const translate = useTranslate();
  const notify = useNotify();
  const queryClient = useQueryClient();
  const dataProvider = useFlotteDataProvider();
  const [open, setOpen] = useState(false);
  const toggle = useMutation({
    mutationFn: ({ id, active }: { id: string; active: boolean }) =>
      dataProvider.toggleBusinessStatus(id, active),
    onSuccess: (business) => {
      setOpen(false);
      notify(
        business.active ? 'flotte.business_admin.approved' : 'flotte.business_admin.suspended',
        { type: 'success', messageArgs: { name: business.name } },
      );
      void queryClient.invalidateQueries({ queryKey: ['business'] });
    },
    onError: (error) => {
      setOpen(false);
      notify(error.message || 'ra.notification.http_error', { type: 'error' });
    },
  });
  if (!record || !canAccess) return null;
  const approve = !record.active;
  const action = approve ? 'approve' : 'suspend';
  return (
    <Box component="span" onClick={stop}>
      <Button
        size={size}
        color={approve ? 'success' : 'warning'}
        startIcon={approve ? <CheckCircleIcon /> : <PauseCircleIcon />}
        onClick={() => setOpen(true)}
        disabled={toggle.isPending}
        aria-label={translate(`flotte.business_admin.${action}_named`, { name: record.name })}
      >
        {translate(`flotte.business_admin.${action}`)}
      </Button>
      <Confirm
        isOpen={open}
        loading={toggle.isPending}
        title={`flotte.business_admin.${action}_title`}
        content={`flotte.business_admin.${action}_content`}
        translateOptions={{ name: record.name }}
        confirm={`flotte.business_admin.${action}`}
        cancel={`flotte.business_admin.${action}_keep`}
        confirmColor={approve ? 'primary' : 'warning'}
        onConfirm={() => toggle.mutate({ id: String(record.id), active: approve })}
        onClose={() => setOpen(false)}
      />
    </Box>
  );
};
