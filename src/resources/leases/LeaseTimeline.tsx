import { Box, Typography } from '@mui/material';
import CancelIcon from '@mui/icons-material/Cancel';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import FlagIcon from '@mui/icons-material/Flag';
import ScheduleIcon from '@mui/icons-material/Schedule';
import { useLocaleState, useRecordContext, useTranslate } from 'react-admin';
import type { Lease } from '../../../contract/lease';
import { formatDay } from './days';

interface Step {
  key: string;
  label: string;
  /** When, as shown. */
  at: string;
  detail?: string;
  icon: React.ReactNode;
}

/**
 * The lease's life so far, oldest first: proposed, accepted, then ended or cancelled (with
 * the reason given), and for an active lease when its next period is charged. An ordered
 * list, so screen readers read it in order.
 */
export const LeaseTimeline = () => {
  const lease = useRecordContext<Lease>();
  const translate = useTranslate();
  const [locale] = useLocaleState();
  if (!lease) return null;
  const when = (iso: string) =>
    new Date(iso).toLocaleString(locale, { dateStyle: 'medium', timeStyle: 'short' });
  // An active lease past its end date reads ended before the job records when.
  const endedAt = lease.ended_at
    ? when(lease.ended_at)
    : lease.status === 'ended'
      ? formatDay(lease.end_date, locale)
      : null;
  const label = (key: string) => translate(`flotte.leases.timeline.${key}`);
  const steps: Step[] = [
    {
      key: 'proposed',
      label: label('proposed'),
      at: when(lease.created_at),
      icon: <ScheduleIcon fontSize="small" color="action" />,
    },
  ];
  if (lease.accepted_at) {
    steps.push({
      key: 'accepted',
      label: label('accepted'),
      at: when(lease.accepted_at),
      icon: <CheckCircleIcon fontSize="small" color="success" />,
    });
  }
  if (endedAt) {
    steps.push({
      key: 'ended',
      label: label('ended'),
      at: endedAt,
      detail: lease.cancel_reason ?? undefined,
      icon: <FlagIcon fontSize="small" color="action" />,
    });
  }
  if (lease.cancelled_at) {
    steps.push({
      key: 'cancelled',
      label: label('cancelled'),
      at: when(lease.cancelled_at),
      detail: lease.cancel_reason ?? undefined,
      icon: <CancelIcon fontSize="small" color="error" />,
    });
  }
  return (
    <Box component="section" aria-labelledby="lease-timeline-title">
      <Typography id="lease-timeline-title" variant="h6" component="h2" gutterBottom>
        {label('title')}
      </Typography>
      <Box component="ol" sx={{ listStyle: 'none', p: 0, m: 0 }}>
        {steps.map((step) => (
          <Box
            component="li"
            key={step.key}
            sx={{ display: 'flex', gap: 1.5, alignItems: 'flex-start', py: 0.75 }}
          >
            <Box sx={{ pt: 0.25 }} aria-hidden>
              {step.icon}
            </Box>
            <Box>
              <Typography variant="body2" sx={{ fontWeight: 500 }}>
                {step.label}
              </Typography>
              <Typography variant="body2" color="text.secondary">
                {step.at}
              </Typography>
              {step.detail ? (
                <Typography variant="body2">
                  {translate('flotte.leases.timeline.reason', { reason: step.detail })}
                </Typography>
              ) : null}
            </Box>
          </Box>
        ))}
      </Box>
      {lease.status === 'active' && lease.next_charge_at ? (
        <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
          {translate('flotte.leases.timeline.next_charge', {
            date: new Date(lease.next_charge_at).toLocaleDateString(locale),
          })}
        </Typography>
      ) : null}
    </Box>
  );
};
