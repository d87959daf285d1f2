import { Card, CardContent, Stack, Typography } from '@mui/material';
import {
  CreateButton,
  ListButton,
  Title,
  useCanAccess,
  useGetIdentity,
  useTranslate,
} from 'react-admin';

/** A welcome and the shortcuts the signed-in role may use (each button asks canAccess). */
export const Dashboard = () => {
  const translate = useTranslate();
  const { identity } = useGetIdentity();
  const { canAccess: canList, isPending } = useCanAccess({
    resource: 'asset-type',
    action: 'list',
  });
  return (
    <Card sx={{ mt: 2 }}>
      <Title title="flotte.dashboard.title" />
      <CardContent>
        <Typography variant="h5" component="h1" gutterBottom>
          {translate('flotte.dashboard.welcome', { name: identity?.fullName ?? '' })}
        </Typography>
        {isPending ? null : canList ? (
          <>
            <Typography color="text.secondary" gutterBottom>
              {translate('flotte.dashboard.intro')}
            </Typography>
            <Stack direction="row" spacing={2} useFlexGap sx={{ mt: 2, flexWrap: 'wrap' }}>
              <ListButton
                resource="asset-type"
                label="flotte.dashboard.asset_types_list"
                variant="outlined"
              />
              <CreateButton
                resource="asset-type"
                label="flotte.dashboard.asset_types_create"
                variant="contained"
              />
            </Stack>
          </>
        ) : (
          <Typography color="text.secondary">{translate('flotte.dashboard.nothing')}</Typography>
        )}
      </CardContent>
    </Card>
  );
};
