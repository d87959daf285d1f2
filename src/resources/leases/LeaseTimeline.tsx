import { Box, Typography } from '@mui/material';
import CancelIcon from '@mui/icons-material/Cancel';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import FlagIcon from '@mui/icons-material/Flag';
import ScheduleIcon from '@mui/icons-material/Schedule';
import { useLocaleState, useRecordContext, useTranslate } from 'react-admin';
import type { Lease } from '../../../contract/lease';
import { formatDay } from './days';

type StepKey = 'proposed' | 'accepted' | 'ended' | 'cancelled';

const STEP_ICONS: Record<StepKey, React.ReactNode> = {
  proposed: <ScheduleIcon fontSize="small" color="action" />,
  accepted: <CheckCircleIcon fontSize="small" color="success" />,
  ended: <FlagIcon fontSize="small" color="action" />,
  cancelled: <CancelIcon fontSize="small" color="error" />,
};

interface Step {
  key: StepKey;
  /** When, as shown; a step not reached has none. */
  at: string | null;
  detail?: string | null;
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
  const allSteps: Step[] = [
    { key: 'proposed', at: when(lease.created_at) },
    { key: 'accepted', at: lease.accepted_at ? when(lease.accepted_at) : null },
    { key: 'ended', at: endedAt, detail: lease.cancel_reason },
    {
      key: 'cancelled',
      at: lease.cancelled_at ? when(lease.cancelled_at) : null,
      detail: lease.cancel_reason,
    },
  ];
  const steps = allSteps.filter((step) => step.at);
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
              {STEP_ICONS[step.key]}
            </Box>
            <Box>
              <Typography variant="body2" sx={{ fontWeight: 500 }}>
                {label(step.key)}
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
