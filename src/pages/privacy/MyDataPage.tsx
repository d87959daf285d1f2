import { useState } from 'react';
import { Button, Typography } from '@mui/material';
import DownloadIcon from '@mui/icons-material/Download';
import { useNotify, useTranslate } from 'react-admin';
import { useFlotteDataProvider } from '../../providers/useFlotteDataProvider';
import { saveFile } from '../../resources/common/saveFile';
import { errorMessage } from '../../resources/common/useNotifiedMutation';
import { PageFrame } from '../business/PageFrame';

/**
 * /my-data (GDPR art. 15 and 20, docs/privacy.md): what Flotte keeps about the signed-in person,
 * downloaded as one ZIP (GET /me/export: the account, sessions, activity, mails, requests,
 * deliveries, documents and their files).
 */
export const MyDataPage = () => {
  const translate = useTranslate();
  const notify = useNotify();
  const dataProvider = useFlotteDataProvider();
  const [pending, setPending] = useState(false);
  const download = async () => {
    setPending(true);
    try {
      saveFile(await dataProvider.exportMyData(), translate('flotte.privacy.export_file'));
    } catch (error) {
      notify(errorMessage(error), { type: 'error' });
    } finally {
      setPending(false);
    }
  };
  return (
    <PageFrame title="flotte.privacy.title" maxWidth={720}>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        {translate('flotte.privacy.intro')}
      </Typography>
      <Button
        variant="contained"
        startIcon={<DownloadIcon />}
        disabled={pending}
        onClick={() => void download()}
      >
        {translate(pending ? 'flotte.privacy.exporting' : 'flotte.privacy.export')}
      </Button>
    </PageFrame>
  );
};
