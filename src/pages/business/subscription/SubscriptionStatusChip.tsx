import { Chip } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { Subscription } from '../../../../contract/subscription';

const COLOR = { active: 'success', past_due: 'warning', cancelled: 'default' } as const;

export const SubscriptionStatusChip = ({ status }: { status: Subscription['status'] }) => {
  const translate = useTranslate();
  return (
    <Chip
      size="small"
      color={COLOR[status]}
      label={translate(`flotte.subscription.statuses.${status}`)}
    />
  );
};
