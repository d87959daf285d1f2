import { Box, Typography } from '@mui/material';
import CategoryIcon from '@mui/icons-material/Category';
import { CreateButton, useCanAccess, useTranslate } from 'react-admin';

/** The empty list: the invitation to create shows only to those who may create. */
export const AssetTypeEmpty = () => {
  const translate = useTranslate();
  const { canAccess: canCreate } = useCanAccess({ resource: 'asset-type', action: 'create' });
  return (
    <Box sx={{ textAlign: 'center', m: 4, color: 'text.secondary' }}>
      <CategoryIcon sx={{ fontSize: 96, opacity: 0.5 }} />
      <Typography variant="h5" component="p" gutterBottom>
        {translate('resources.asset-type.empty')}
      </Typography>
      {canCreate ? (
        <>
          <Typography>{translate('resources.asset-type.invite')}</Typography>
          <Box sx={{ mt: 2 }}>
            <CreateButton variant="contained" />
          </Box>
        </>
      ) : null}
    </Box>
  );
};
