import type { ReactNode } from 'react';
import {
  Box,
  Button,
  Card,
  CardActions,
  CardContent,
  Chip,
  Stack,
  Typography,
} from '@mui/material';
import AddTaskIcon from '@mui/icons-material/AddTask';
import { useLocaleState, useTranslate } from 'react-admin';
import type { LeasePreference } from '../../../contract/lease';
import { formatMoney } from '../../resources/common/money';
import { useTermsText } from '../../resources/lease-preferences/TermsFields';
import { useRateText } from '../../resources/leases/LeaseFields';
import { offerAssets } from './proposal';

const t = (key: string) => `flotte.lease_market.${key}`;

/** A term as a description list entry: its name, then its value. */
const Term = ({ label, children }: { label: string; children: ReactNode }) => (
  <Box sx={{ display: 'contents' }}>
    <Typography component="dt" variant="body2" color="text.secondary">
      {label}
    </Typography>
    <Typography component="dd" variant="body2" sx={{ m: 0 }}>
      {children}
    </Typography>
  </Box>
);

/**
 * One offer of the market: who offers what (an asset, or any of the owner's assets of a type),
 * the rate, the other terms, how many assets are available, and the way to propose.
 */
export const OfferCard = ({
  offer,
  canPropose,
  onPropose,
}: {
  offer: LeasePreference;
  canPropose: boolean;
  onPropose: () => void;
}) => {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const texts = useTermsText();
  const rateText = useRateText();
  const target = texts.target(offer);
  const assets = offerAssets(offer);
  const headingId = `offer-${offer.id}`;
  return (
    <Card
      component="article"
      aria-labelledby={headingId}
      variant="outlined"
      sx={{ height: '100%', display: 'flex', flexDirection: 'column' }}
    >
      <CardContent sx={{ flexGrow: 1 }}>
        <Typography id={headingId} variant="h6" component="h2">
          {target}
        </Typography>
        <Typography variant="body2" color="text.secondary" gutterBottom>
          {offer.asset_type_name} · {translate(t('offered_by'), { owner: offer.owner_name })}
        </Typography>
        <Typography variant="h5" component="p" sx={{ my: 1 }}>
          {rateText(offer)}
        </Typography>
        <Box
          component="dl"
          sx={{ display: 'grid', gridTemplateColumns: 'auto 1fr', columnGap: 2, rowGap: 0.5, m: 0 }}
        >
          <Term label={translate(t('deposit'))}>
            {offer.deposit > 0
              ? formatMoney(offer.deposit, offer.currency, locale)
              : translate('flotte.leases.no_deposit')}
          </Term>
          <Term label={translate(t('duration'))}>{texts.duration(offer)}</Term>
          <Term label={translate(t('availability'))}>{texts.availability(offer)}</Term>
          <Term label={translate(t('regions'))}>
            {offer.regions.length === 0 ? (
              translate('flotte.leases.no_region')
            ) : (
              <Stack
                component="span"
                direction="row"
                spacing={0.5}
                useFlexGap
                sx={{ flexWrap: 'wrap' }}
              >
                {offer.regions.map((region) => (
                  <Chip key={region} size="small" variant="outlined" label={region} />
                ))}
              </Stack>
            )}
          </Term>
          {offer.notes ? <Term label={translate(t('notes'))}>{offer.notes}</Term> : null}
        </Box>
        <Typography
          variant="body2"
          sx={{ mt: 1 }}
          color={assets.length ? 'success.main' : 'text.secondary'}
        >
          {assets.length > 0
            ? translate(t('assets_available'), { smart_count: assets.length })
            : translate(t('no_asset_available'))}
        </Typography>
      </CardContent>
      <CardActions>
        <Button
          variant="contained"
          startIcon={<AddTaskIcon />}
          onClick={onPropose}
          disabled={!canPropose || assets.length === 0}
          aria-label={translate(t('propose_named'), { asset: target })}
        >
          {translate(t('propose'))}
        </Button>
      </CardActions>
    </Card>
  );
};
