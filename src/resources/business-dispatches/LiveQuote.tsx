import { useEffect, useRef, useState } from 'react';
import { Alert, Box, CircularProgress, Stack, Typography } from '@mui/material';
import { useLocaleState, useTranslate } from 'react-admin';
import { useFormContext, useWatch } from 'react-hook-form';
import type { Quote, QuoteCreate } from '../../../contract/quote';
import { pricedFields } from '../../../contract/request';
import type { PriceLine } from '../../../contract/tariff';
import { useFlotteDataProvider } from '../../providers/useFlotteDataProvider';
import { formatMoney } from '../common/money';

/** The fields a price depends on (contract/request.ts `pricedFields`): a change asks again. */
const PRICED = Object.keys(pricedFields);
/** How long the form stays still before a quote is asked: typing is not a quote per key. */
const DEBOUNCE_MS = 400;

/** What of the form a quote prices, as the request will send it (`toBody`: the form's rule). */
const pricedBody = (
  values: Record<string, unknown>,
  toBody: (values: Record<string, unknown>) => Record<string, unknown>,
) => {
  const body = toBody(values);
  return Object.fromEntries(Object.entries(body).filter(([key]) => PRICED.includes(key)));
};

const ready = (body: Record<string, unknown>) =>
  Boolean(body.asset_type_id && body.pickup_address && body.dropoff_address);

/**
 * The request form's live quote (docs/money.md "Tariffs and quotes"): as the priced fields
 * change, a debounced `POST /quotes` prices them; the quote's lines, total and validity show,
 * and its id goes into the form (`quote_id`), so the request is created at that very price.
 * Any change clears the id first: a request never carries a quote of other fields.
 */
export const LiveQuote = ({
  toBody,
}: {
  toBody: (values: Record<string, unknown>) => Record<string, unknown>;
}) => {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const dataProvider = useFlotteDataProvider();
  const { setValue } = useFormContext();
  const watched = useWatch({ name: PRICED }) as unknown[];
  const body = pricedBody(Object.fromEntries(PRICED.map((k, i) => [k, watched[i]])), toBody);
  const key = JSON.stringify(body);
  // The last answer, for the fields it priced: a stale one shows nothing.
  const [answer, setAnswer] = useState<{ key: string; quote: Quote | null } | null>(null);
  const asked = useRef(0);

  useEffect(() => {
    const call = ++asked.current;
    setValue('quote_id', null);
    const priced = JSON.parse(key) as Record<string, unknown>;
    if (!ready(priced)) return undefined;
    const timer = setTimeout(() => {
      dataProvider
        .createQuote(priced as QuoteCreate)
        .then((quote) => {
          if (call !== asked.current) return;
          setAnswer({ key, quote });
          setValue('quote_id', quote.id);
        })
        .catch(() => {
          if (call === asked.current) setAnswer({ key, quote: null });
        });
    }, DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [key, dataProvider, setValue]);

  const current = answer?.key === key ? answer : null;
  const quote = current?.quote ?? null;
  const state = !ready(body) ? 'idle' : !current ? 'pending' : quote ? 'idle' : 'failed';

  const money = (minor: number) => formatMoney(minor, quote?.currency ?? 'EUR', locale);
  const lineLabel = (line: PriceLine) =>
    translate(`flotte.quote.lines.${line.component}`, { label: line.label ?? '' });
  return (
    <Box component="section" aria-live="polite" aria-label={translate('flotte.quote.title')}>
      <Typography variant="subtitle1" component="h2">
        {translate('flotte.quote.title')}
      </Typography>
      {state === 'pending' ? (
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
          <CircularProgress size={16} />
          <Typography variant="body2">{translate('flotte.quote.pending')}</Typography>
        </Stack>
      ) : null}
      {state === 'failed' ? (
        <Alert severity="warning">{translate('flotte.quote.failed')}</Alert>
      ) : null}
      {state === 'idle' && !quote ? (
        <Typography variant="body2" color="text.secondary">
          {translate('flotte.quote.incomplete')}
        </Typography>
      ) : null}
      {quote ? (
        <Box data-testid="live-quote">
          {quote.breakdown.map((line, i) => (
            <Stack key={i} direction="row" sx={{ justifyContent: 'space-between' }}>
              <Typography variant="body2">{lineLabel(line)}</Typography>
              <Typography variant="body2">{money(line.amount)}</Typography>
            </Stack>
          ))}
          <Stack direction="row" sx={{ justifyContent: 'space-between' }}>
            <Typography variant="subtitle2">{translate('flotte.quote.total')}</Typography>
            <Typography variant="subtitle2" data-testid="live-quote-price">
              {money(quote.price)}
            </Typography>
          </Stack>
          {quote.distance_m !== null && quote.distance_method ? (
            <Typography variant="caption" component="p">
              {translate('flotte.quote.distance', {
                km: (quote.distance_m / 1000).toLocaleString(locale, { maximumFractionDigits: 1 }),
                method: translate(`flotte.quote.methods.${quote.distance_method}`),
              })}
            </Typography>
          ) : null}
          <Typography variant="caption" component="p">
            {translate('flotte.quote.valid_until', {
              time: new Date(quote.expires_at).toLocaleTimeString(locale, {
                hour: '2-digit',
                minute: '2-digit',
              }),
            })}
          </Typography>
        </Box>
      ) : null}
    </Box>
  );
};
