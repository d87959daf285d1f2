/**
 * /owner-settings (docs/rounds.md "Auto-dispatch"): an asset owner's own settings, today whether
 * his assets take new requests by themselves. One switch, saved as it flips (space or a tap).
 */
import { Alert, Card, CardContent, FormControlLabel, Switch, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useTranslate } from 'react-admin';
import { useFlotteDataProvider } from '../../providers/useFlotteDataProvider';
import { useNotifiedMutation } from '../../resources/common/useNotifiedMutation';
import { PageFrame } from '../business/PageFrame';

const OWNER_SETTINGS_QUERY = ['owner-settings'];

export const OwnerSettingsPage = () => {
  const translate = useTranslate();
  const dataProvider = useFlotteDataProvider();
  const settings = useQuery({
    queryKey: OWNER_SETTINGS_QUERY,
    queryFn: () => dataProvider.getOwnerSettings(),
  });
  const save = useNotifiedMutation(
    (on: boolean) => dataProvider.updateOwnerSettings({ auto_dispatch: on }),
    'flotte.owner_settings.saved',
  );
  // While saving, the switch shows what was asked; then what the server answers.
  const on = save.isPending ? save.variables : (settings.data?.auto_dispatch ?? false);
  return (
    <PageFrame title="flotte.owner_settings.title" maxWidth={720}>
      {settings.isError ? (
        <Alert severity="error" sx={{ mb: 2 }}>
          {translate('flotte.owner_settings.load_failed')}
        </Alert>
      ) : null}
      <Card variant="outlined">
        <CardContent>
          <FormControlLabel
            control={
              <Switch
                checked={on}
                disabled={!settings.data || save.isPending}
                onChange={(event) => save.mutate(event.target.checked)}
                slotProps={{ input: { 'aria-describedby': 'owner-auto-dispatch-help' } }}
              />
            }
            label={translate('flotte.owner_settings.auto_dispatch')}
          />
          <Typography id="owner-auto-dispatch-help" variant="body2" color="text.secondary">
            {translate('flotte.owner_settings.auto_dispatch_help')}
          </Typography>
        </CardContent>
      </Card>
    </PageFrame>
  );
};
