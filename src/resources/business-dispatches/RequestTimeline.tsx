import { Alert, Box, LinearProgress, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useLocaleState, useRecordContext, useTranslate } from 'react-admin';
import type { Request, RequestEvent } from '../../../contract/request';
import { useFlotteDataProvider } from '../../providers/useFlotteDataProvider';

/** What happened, in words: "Réaffectée de Renault Master à Peugeot Boxer". */
const useEventText = () => {
  const translate = useTranslate();
  return (event: RequestEvent) =>
    translate(`flotte.timeline.kinds.${event.kind}`, {
      asset: event.asset_name ?? '—',
      previous: event.previous_asset_name ?? '—',
    });
};

/**
 * The request's story, oldest first (`GET /business-dispatches/{id}/timeline`): each move with
 * its time and who made it, reassignments with the asset left and the reason. Under the
 * `business-dispatches` query key, so a move (or a live event) refetches it.
 */
export const RequestTimeline = () => {
  const request = useRecordContext<Request>();
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const dataProvider = useFlotteDataProvider();
  const text = useEventText();
  const reasonText = (event: RequestEvent, reason: string) => {
    // A failed attempt's reason is a code (contract/dispatch.ts FAILURE_REASONS), so is
    // auto-dispatch's (contract/request.ts AUTO_DISPATCH_REASONS); a skip's the driver's words.
    if (event.kind === 'failed')
      return translate(`flotte.delivery.failure.reasons.${reason}`, { _: reason });
    if (event.kind === 'auto_dispatched')
      return translate(`flotte.timeline.auto_dispatch.${reason}`, {
        _: reason,
        asset: event.asset_name ?? '—',
      });
    return reason;
  };
  const id = request?.id ?? '';
  const { data, error, isPending } = useQuery({
    queryKey: ['business-dispatches', 'timeline', id, request?.updated_at],
    queryFn: () => dataProvider.getRequestTimeline(id),
    enabled: !!request,
  });
  const title = translate('flotte.timeline.title');
  const when = (at: string) =>
    new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' }).format(
      new Date(at),
    );
  return (
    <Box component="section" aria-label={title} sx={{ mt: 3 }}>
      <Typography variant="h6" component="h2" gutterBottom>
        {title}
      </Typography>
      {error ? <Alert severity="error">{translate(error.message)}</Alert> : null}
      {isPending ? <LinearProgress aria-label={translate('flotte.timeline.loading')} /> : null}
      {data && data.length === 0 ? (
        <Typography color="text.secondary">{translate('flotte.timeline.empty')}</Typography>
      ) : null}
      {data && data.length > 0 ? (
        <Box component="ol" sx={{ m: 0, pl: 3 }}>
          {data.map((event, index) => (
            <Box component="li" key={index} sx={{ mb: 1 }} data-kind={event.kind}>
              <Typography component="span" sx={{ fontWeight: 500 }}>
                {text(event)}
              </Typography>
              <Typography component="span" color="text.secondary">
                {' — '}
                <time dateTime={event.at}>{when(event.at)}</time>
                {', '}
                {/* Auto-dispatch decides alone: "automatiquement", not "par inconnu". */}
                {event.kind === 'auto_dispatched'
                  ? translate('flotte.timeline.by_auto')
                  : translate('flotte.timeline.by', {
                      name: event.by_name ?? translate('flotte.timeline.unknown_person'),
                    })}
              </Typography>
              {event.reason ? (
                <Typography variant="body2" color="text.secondary">
                  {translate('flotte.timeline.reason', {
                    reason: reasonText(event, event.reason),
                  })}
                </Typography>
              ) : null}
            </Box>
          ))}
        </Box>
      ) : null}
    </Box>
  );
};
