import { useState } from 'react';
import { Alert, Box, Grid, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import {
  FilterForm,
  ListBase,
  SelectInput,
  TextInput,
  Title,
  useListContext,
  useTranslate,
} from 'react-admin';
import { ActiveReferenceInput } from '../../components/ActiveReferenceInput';
import { DateInput } from '../../components/DateInput';
import type { LeasePreference } from '../../../contract/lease';
import { ListPagination } from '../../resources/common/ListPagination';
import { DEFAULT_CURRENCY } from '../../resources/common/currencies';
import { MoneyInput } from '../../resources/common/MoneyInput';
import { useFlotteDataProvider } from '../../providers/useFlotteDataProvider';
import { LoadingPanel } from '../../components/LoadingPanel';
import { useBusinessInactive } from '../../components/business/useOwnBusiness';
import { OfferCard } from './OfferCard';
import { ProposeDialog } from './ProposeDialog';

const t = (key: string) => `flotte.lease_market.${key}`;

/** The wallet's currency: the business pays in it, so it reads rates in it. */
function useWalletCurrency() {
  const dataProvider = useFlotteDataProvider();
  const wallet = useQuery({ queryKey: ['wallet'], queryFn: () => dataProvider.getWallet() });
  return wallet.data?.currency ?? DEFAULT_CURRENCY;
}

/** The highest rate, typed in the wallet's currency (MoneyInput), sent in minor units. */
const MaxRateInput = (props: { source: string; alwaysOn?: boolean }) => {
  const translate = useTranslate();
  const currency = useWalletCurrency();
  return (
    <MoneyInput
      {...props}
      currency={currency}
      label={translate(t('filters.max_rate'), { currency })}
    />
  );
};

const filters = [
  <ActiveReferenceInput key="asset_type_id" source="asset_type_id" reference="asset-type" alwaysOn>
    <SelectInput optionText="name" label={t('filters.asset_type_id')} />
  </ActiveReferenceInput>,
  <TextInput key="region" source="region" label={t('filters.region')} alwaysOn />,
  <DateInput key="from" source="from" label={t('filters.from')} alwaysOn />,
  <DateInput key="to" source="to" label={t('filters.to')} alwaysOn />,
  <MaxRateInput key="max_rate" source="max_rate" alwaysOn />,
];

/** The offers of the page as cards; loading and empty pages say what fills them. */
const Offers = () => {
  const translate = useTranslate();
  const { data, isPending, error, filterValues } = useListContext<LeasePreference>();
  const inactive = useBusinessInactive();
  const [proposing, setProposing] = useState<LeasePreference | null>(null);
  if (isPending) return <LoadingPanel />;
  if (error) return <Alert severity="error">{translate(error.message)}</Alert>;
  if (!data || data.length === 0) {
    const filtered = Object.keys(filterValues).length > 0;
    return (
      <Box role="status" sx={{ p: 3, textAlign: 'center' }}>
        <Typography color="text.secondary">
          {translate(t(filtered ? 'empty_filtered' : 'empty'))}
        </Typography>
      </Box>
    );
  }
  return (
    <>
      <Grid container spacing={2} component="section" aria-label={translate(t('title'))}>
        {data.map((offer) => (
          <Grid key={offer.id} size={{ xs: 12, md: 6, lg: 4 }}>
            <OfferCard offer={offer} canPropose={!inactive} onPropose={() => setProposing(offer)} />
          </Grid>
        ))}
      </Grid>
      {proposing ? <ProposeDialog offer={proposing} onClose={() => setProposing(null)} /> : null}
    </>
  );
};

/**
 * The lease market (business staff): the active offers of every owner that have an asset
 * available (GET /lease-preferences answered to a business), filtered by asset type, region,
 * the dates needed and the highest rate (kept in the address, so a search can be shared), and
 * the proposal of a lease on one of them.
 */
export const LeaseMarketPage = () => {
  const translate = useTranslate();
  const inactive = useBusinessInactive();
  return (
    <ListBase
      resource="lease-preferences"
      storeKey="lease-market"
      sort={{ field: 'created_at', order: 'DESC' }}
      perPage={12}
      // The route sits behind the sign-in; the market is the business's reading of this API.
      disableAuthentication
    >
      <Box sx={{ mt: 2, mb: 4 }}>
        <Title title={t('title')} />
        <Typography variant="h5" component="h2" gutterBottom>
          {translate(t('title'))}
        </Typography>
        <Typography color="text.secondary" sx={{ mb: 2, maxWidth: 900 }}>
          {translate(t('intro'))}
        </Typography>
        {inactive ? (
          <Alert severity="warning" role="status" sx={{ mb: 2 }}>
            {translate(t('inactive'))}
          </Alert>
        ) : null}
        <FilterForm filters={filters} />
        <Box sx={{ mt: 2 }}>
          <Offers />
        </Box>
        <ListPagination rowsPerPageOptions={[12, 24, 48]} />
      </Box>
    </ListBase>
  );
};
