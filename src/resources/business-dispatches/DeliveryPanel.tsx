import { useId, useState, type ReactNode } from 'react';
import {
  Alert,
  Box,
  Button,
  CircularProgress,
  Grid,
  Link,
  List,
  ListItem,
  ListItemIcon,
  ListItemText,
  Stack,
  Typography,
} from '@mui/material';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import DownloadIcon from '@mui/icons-material/Download';
import ErrorIcon from '@mui/icons-material/Error';
import RadioButtonUncheckedIcon from '@mui/icons-material/RadioButtonUnchecked';
import { useQuery } from '@tanstack/react-query';
import {
  useCanAccess,
  useLocaleState,
  useNotify,
  useRecordContext,
  useTranslate,
} from 'react-admin';
import type { Dispatch, DispatchProof, ProofKind } from '../../../contract/dispatch';
import type { Request } from '../../../contract/request';
import { EmptyText } from '../common/EmptyText';
import { ShowSection } from '../common/ShowSection';
import { useFlotteDataProvider } from '../../providers/useFlotteDataProvider';
import { ChangeDriverButton } from './DispatchDriver';
import { errorMessage } from '../common/useNotifiedMutation';
import { saveFile } from '../common/saveFile';

/** The permission that opens the delivery receipt (docs/drivers.md: not owners, not drivers). */
const RECEIPT = { resource: 'business-dispatches', action: 'receipt' } as const;

const useTime = () => {
  const [locale] = useLocaleState();
  return (value: string) =>
    new Date(value).toLocaleString(locale, { dateStyle: 'medium', timeStyle: 'short' });
};

/** The steps of a delivery in order, with the stamp each one wrote (docs/drivers.md). */
const STEPS = [
  ['arrived_pickup', 'arrived_pickup_at'],
  ['picked_up', 'in_transit_at'],
  ['arrived', 'arrived_at'],
] as const;

/** One step: done (its time) or not yet, its icon hidden from screen readers (the text says). */
const Step = ({
  label,
  at,
  failed,
  children,
}: {
  label: string;
  at: string | null;
  failed?: boolean;
  children?: ReactNode;
}) => {
  const translate = useTranslate();
  const time = useTime();
  const icon = failed ? (
    <ErrorIcon color="error" />
  ) : at ? (
    <CheckCircleIcon color="success" />
  ) : (
    <RadioButtonUncheckedIcon color="disabled" />
  );
  return (
    <ListItem disableGutters sx={{ alignItems: 'flex-start' }}>
      <ListItemIcon sx={{ minWidth: 36, mt: 0.5 }} aria-hidden>
        {icon}
      </ListItemIcon>
      <ListItemText
        primary={translate(label)}
        secondary={
          <>
            {at ? time(at) : translate('flotte.delivery.steps.not_yet')}
            {children}
          </>
        }
        slotProps={{ secondary: { component: 'span', sx: { display: 'block' } } }}
      />
    </ListItem>
  );
};

const Steps = ({ dispatch }: { dispatch: Dispatch }) => {
  const translate = useTranslate();
  const ended = dispatch.failed_at
    ? 'failed'
    : dispatch.cancelled_at && !dispatch.delivered_at
      ? 'cancelled'
      : 'delivered';
  return (
    <Box>
      <Typography variant="subtitle2" component="h3">
        {translate('flotte.delivery.steps.title')}
      </Typography>
      <List dense component="ol" sx={{ py: 0 }}>
        {STEPS.map(([step, field]) => (
          <Step key={step} label={`flotte.delivery.steps.${step}`} at={dispatch[field]} />
        ))}
        {ended === 'failed' ? (
          <Step label="flotte.delivery.steps.failed" at={dispatch.failed_at} failed>
            {dispatch.failure_reason ? (
              <Box component="span" sx={{ display: 'block' }}>
                {translate('flotte.delivery.failure.reason', {
                  reason: translate(`flotte.delivery.failure.reasons.${dispatch.failure_reason}`),
                })}
              </Box>
            ) : null}
            {dispatch.failure_note ? (
              <Box component="span" sx={{ display: 'block' }}>
                {translate('flotte.delivery.failure.note', { note: dispatch.failure_note })}
              </Box>
            ) : null}
          </Step>
        ) : ended === 'cancelled' ? (
          <Step label="flotte.delivery.steps.cancelled" at={dispatch.cancelled_at} failed />
        ) : (
          <Step label="flotte.delivery.steps.delivered" at={dispatch.delivered_at} />
        )}
      </List>
    </Box>
  );
};

/** When and where a proof item was taken. */
const Taken = ({ item }: { item: DispatchProof }) => {
  const translate = useTranslate();
  const time = useTime();
  return (
    <Typography variant="body2" color="text.secondary">
      {translate('flotte.delivery.proof.taken_at', { time: time(item.taken_at) })}
      {item.lat !== null && item.lng !== null ? (
        <Box component="span" sx={{ display: 'block' }}>
          {translate('flotte.delivery.proof.position', {
            lat: item.lat.toFixed(5),
            lng: item.lng.toFixed(5),
          })}
        </Box>
      ) : null}
    </Typography>
  );
};

/** A photo or the signature: the image, opening full size in a new tab. */
const ProofImage = ({ item, label, alt }: { item: DispatchProof; label: string; alt: string }) => {
  const translate = useTranslate();
  return (
    <Box>
      <Link
        href={item.value}
        target="_blank"
        rel="noopener"
        aria-label={translate('flotte.delivery.proof.open_image', { label: translate(label) })}
        sx={{ display: 'inline-block' }}
      >
        <Box
          component="img"
          src={item.value}
          alt={translate(alt)}
          sx={{
            display: 'block',
            maxWidth: '100%',
            maxHeight: 220,
            border: 1,
            borderColor: 'divider',
            borderRadius: 1,
            bgcolor: 'background.paper',
          }}
        />
      </Link>
    </Box>
  );
};

const PROOF_ORDER: ProofKind[] = ['photo', 'signature', 'name', 'code'];

/** The proof the delivery carried: each item as a labelled term, with when and where. */
const Proof = ({ proof }: { proof: DispatchProof[] }) => {
  const translate = useTranslate();
  if (proof.length === 0) return <EmptyText text="flotte.delivery.proof.empty" />;
  const items = PROOF_ORDER.flatMap((kind) => proof.filter((p) => p.kind === kind));
  return (
    <Grid container spacing={2} component="dl" sx={{ m: 0, mt: 1 }}>
      {items.map((item) => (
        <Grid key={item.kind} size={{ xs: 12, sm: 6 }} sx={{ minWidth: 0 }}>
          <Typography component="dt" variant="subtitle2">
            {translate(`flotte.delivery.proof.${item.kind}`)}
          </Typography>
          <Box component="dd" sx={{ m: 0 }}>
            {item.kind === 'photo' ? (
              <ProofImage
                item={item}
                label="flotte.delivery.proof.photo"
                alt="flotte.delivery.proof.photo_alt"
              />
            ) : item.kind === 'signature' ? (
              <ProofImage
                item={item}
                label="flotte.delivery.proof.signature"
                alt="flotte.delivery.proof.signature_alt"
              />
            ) : item.kind === 'name' ? (
              <Typography sx={{ overflowWrap: 'anywhere' }}>{item.value}</Typography>
            ) : (
              <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center' }}>
                <CheckCircleIcon color="success" fontSize="small" aria-hidden />
                <Typography>{translate('flotte.delivery.proof.code_given')}</Typography>
              </Stack>
            )}
            <Taken item={item} />
          </Box>
        </Grid>
      ))}
    </Grid>
  );
};

/**
 * "Télécharger le reçu (PDF)": the receipt is read through the http client (a plain link would
 * carry no Bearer token) and saved as a file named after the request's reference.
 */
export const ReceiptButton = ({ request }: { request: Request }) => {
  const translate = useTranslate();
  const notify = useNotify();
  const dataProvider = useFlotteDataProvider();
  const [pending, setPending] = useState(false);
  const download = async () => {
    setPending(true);
    try {
      const blob = await dataProvider.getReceipt(request.id);
      saveFile(blob, translate('flotte.delivery.receipt.file', { reference: request.reference }));
    } catch (error) {
      notify(errorMessage(error), { type: 'error' });
    } finally {
      setPending(false);
    }
  };
  return (
    <Button
      variant="outlined"
      startIcon={pending ? <CircularProgress size={18} aria-hidden /> : <DownloadIcon />}
      onClick={() => void download()}
      disabled={pending}
      aria-busy={pending}
    >
      {translate(
        pending ? 'flotte.delivery.receipt.downloading' : 'flotte.delivery.receipt.download',
      )}
    </Button>
  );
};

/** "Preuve de livraison": a section of the delivery's, named by its heading. */
const ProofSection = ({ children }: { children: ReactNode }) => {
  const translate = useTranslate();
  const id = useId();
  return (
    <Box component="section" aria-labelledby={id} sx={{ mt: 2 }}>
      <Typography id={id} variant="subtitle1" component="h3">
        {translate('flotte.delivery.proof.title')}
      </Typography>
      {children}
    </Box>
  );
};

/** The driver, and the button that changes it while the dispatch is still `assigned`. */
const DriverLine = ({ dispatch }: { dispatch: Dispatch }) => {
  const translate = useTranslate();
  const current = dispatch.driver_id
    ? { id: dispatch.driver_id, name: dispatch.driver_name ?? '' }
    : null;
  return (
    <Stack
      direction="row"
      spacing={2}
      useFlexGap
      sx={{ alignItems: 'center', flexWrap: 'wrap', mb: 1 }}
    >
      <Box component="dl" sx={{ m: 0 }}>
        <Typography component="dt" variant="caption" color="text.secondary">
          {translate('flotte.delivery.driver')}
        </Typography>
        <Typography component="dd" sx={{ m: 0 }}>
          {dispatch.driver_name ?? translate('flotte.delivery.no_driver')}
        </Typography>
      </Box>
      {dispatch.status === 'assigned' ? (
        <ChangeDriverButton
          dispatchId={dispatch.id}
          assetId={dispatch.asset_id}
          current={current}
        />
      ) : null}
    </Stack>
  );
};

/**
 * A request's delivery (its live or last dispatch, GET /asset-dispatch/{id}): who drives, the
 * steps and their times (a failure with its reason and note), then for a delivered request its
 * proof (photo, signature, recipient's name, code given; when and where each was taken) and the
 * receipt to download. Nothing before a first dispatch.
 */
export const DeliveryPanel = () => {
  const request = useRecordContext<Request>();
  const translate = useTranslate();
  const dataProvider = useFlotteDataProvider();
  const { canAccess: canReceipt } = useCanAccess(RECEIPT);
  const dispatchId = request?.dispatch_id ?? null;
  const { data, error, isPending } = useQuery({
    // Under the request's resource: a live change of its dispatch refetches it (liveEvents.ts).
    queryKey: ['business-dispatches', 'delivery', dispatchId],
    queryFn: () => dataProvider.getDispatch(dispatchId!),
    enabled: !!dispatchId,
  });
  if (!request || !dispatchId) return null;
  return (
    <ShowSection title="flotte.delivery.title">
      {/* `attempts` counts the retries: the first attempt is no. 1. */}
      {request.attempts > 0 ? (
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
          {translate('flotte.delivery.attempt', { count: request.attempts + 1 })}
        </Typography>
      ) : null}
      {error ? (
        <Alert severity="error">{translate(error.message)}</Alert>
      ) : isPending ? (
        <Stack direction="row" spacing={1} role="status" sx={{ alignItems: 'center' }}>
          <CircularProgress size={20} aria-hidden />
          <Typography color="text.secondary">{translate('flotte.delivery.loading')}</Typography>
        </Stack>
      ) : (
        <>
          <DriverLine dispatch={data} />
          <Steps dispatch={data} />
          {data.status === 'delivered' || data.proof.length > 0 ? (
            <ProofSection>
              <Proof proof={data.proof} />
              {canReceipt && data.status === 'delivered' ? (
                <Box sx={{ mt: 2 }}>
                  <ReceiptButton request={request} />
                </Box>
              ) : null}
            </ProofSection>
          ) : null}
        </>
      )}
    </ShowSection>
  );
};
