import InboxIcon from '@mui/icons-material/InboxOutlined';
import { Box, Stack, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { useCanAccess, useTranslate } from 'react-admin';
import { CreateButton } from './LabelledLinkButtons';
import { useAuthState } from '../../providers/store';

/** The lists whose empty state texts live in i18n/<lang>/empty.ts. */
export type EmptyResource =
  | 'assets'
  | 'business-dispatches'
  | 'asset-type'
  | 'plans'
  | 'staff'
  | 'drivers'
  | 'b2b-users'
  | 'users'
  | 'invoices'
  | 'tariffs'
  | 'payout-statements'
  | 'payout-batches';

/**
 * A list with nothing in it yet (react-admin's `empty`): a title, then for the role looking what
 * will fill the page and how (`flotte.empty.<resource>.<role>`, else `.default`), and the way
 * there: the create button to those who may create, and any `actions` (an import button…).
 */
export const EmptyState = ({
  resource,
  createLabel,
  actions,
}: {
  resource: EmptyResource;
  /** The create button's label, when "Créer" says too little. */
  createLabel?: string;
  actions?: ReactNode;
}) => {
  const translate = useTranslate();
  const { user } = useAuthState();
  const { canAccess: canCreate } = useCanAccess({ resource, action: 'create' });
  const roleKey = `flotte.empty.${resource}.${user?.role ?? 'default'}`;
  const text = translate(roleKey, { _: translate(`flotte.empty.${resource}.default`) });
  return (
    <Box role="status" sx={{ m: { xs: 2, sm: 4 }, mx: 'auto', maxWidth: 640, textAlign: 'center' }}>
      <InboxIcon aria-hidden sx={{ fontSize: 72, color: 'text.secondary', opacity: 0.6 }} />
      <Typography variant="h5" component="p" gutterBottom>
        {translate(`flotte.empty.${resource}.title`)}
      </Typography>
      <Typography color="text.secondary">{text}</Typography>
      {canCreate || actions ? (
        <Stack direction="row" spacing={2} sx={{ mt: 3, justifyContent: 'center' }}>
          {canCreate ? (
            <CreateButton variant="contained" {...(createLabel ? { label: createLabel } : {})} />
          ) : null}
          {actions}
        </Stack>
      ) : null}
    </Box>
  );
};
