import { Box, Button, Typography } from '@mui/material';
import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import { useNotify, useRecordContext, useTranslate } from 'react-admin';
import type { Request } from '../../../contract/request';
import { trackingLink } from '../../../contract/tracking-link';
import { appAddress } from '../common/appAddress';

/** The app's address of a tracking page, as the mails link to it. */
export const trackingUrl = (token: string) => trackingLink(appAddress(), token);

/**
 * The request's tracking link, to give its recipient, with a copy button. The API sends the
 * token only to who may pass it on (the business's staff, the operator): otherwise nothing.
 */
export const TrackingLinkField = () => {
  const record = useRecordContext<Request>();
  const translate = useTranslate();
  const notify = useNotify();
  if (!record?.tracking_token) return <Typography variant="body2">—</Typography>;
  const url = trackingUrl(record.tracking_token);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(url);
      notify('flotte.tracking_link.copied', { type: 'info' });
    } catch {
      notify('flotte.tracking_link.copy_failed', { type: 'warning' });
    }
  };
  return (
    <Box>
      <Typography variant="body2" component="a" href={url} sx={{ wordBreak: 'break-all' }}>
        {url}
      </Typography>
      <Box sx={{ mt: 0.5 }}>
        <Button size="small" startIcon={<ContentCopyIcon />} onClick={() => void copy()}>
          {translate('flotte.tracking_link.copy')}
        </Button>
      </Box>
      <Typography variant="caption" color="text.secondary" component="p">
        {translate('flotte.tracking_link.hint')}
      </Typography>
    </Box>
  );
};
