import { useState } from 'react';
import {
  Button as MuiButton,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  ListItemText,
  MenuItem,
  Stack,
  TextField as MuiTextField,
} from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import {
  Button,
  Confirm,
  useCanAccess,
  useLocaleState,
  useRecordContext,
  useTranslate,
} from 'react-admin';
import type { Request } from '../../../contract/request';
import {
  isCancellable,
  isDispatchable,
  isOpenDispatch,
  isRetryable,
  nextStatus,
} from '../../../contract/request-moves';
import { useAuthState } from '../../providers/store';
import { useFlotteDataProvider } from '../../providers/useFlotteDataProvider';
import { useNotifiedMutation } from '../common/useNotifiedMutation';
import { reasonsText, useAssetCompliance } from '../compliance/assetCompliance';
import { DriverSelect, useAssetDrivers } from './DispatchDriver';

/** Available assets of the request's type, from GET /assets/all (filtered here). */
function useAvailableAssets(request: Request | undefined, enabled: boolean) {
  const dataProvider = useFlotteDataProvider();
  return useQuery({
    queryKey: ['assets', 'all'],
    queryFn: () => dataProvider.getAssetChoices(),
    enabled: enabled && !!request,
    select: (assets) =>
      assets.filter((a) => a.status === 'available' && a.asset_type_id === request?.asset_type_id),
  });
}

/** The driver a dispatch names: left out (the asset's default), someone, or nobody (null). */
type DriverChoice = { driver_id?: string | null };

/**
 * Picks an available asset of the request's type (and, `withDriver`, its driver: the asset's
 * default unless changed); both buttons name what they do ("Affecter cet actif" / "Ne pas
 * affecter").
 */
const AssetPickerDialog = ({
  open,
  title,
  confirm,
  keep,
  withReason,
  withDriver,
  onClose,
  onConfirm,
  pending,
}: {
  open: boolean;
  title: string;
  confirm: string;
  keep: string;
  withReason?: boolean;
  withDriver?: boolean;
  onClose: () => void;
  onConfirm: (assetId: string, reason: string, driver: DriverChoice) => void;
  pending: boolean;
}) => {
  const request = useRecordContext<Request>();
  const translate = useTranslate();
  const { data: assets = [], isPending } = useAvailableAssets(request, open);
  // Which of them may not be sent out, and why (docs/compliance.md): shown, not selectable.
  const compliance = useAssetCompliance(
    assets.map((a) => a.id),
    open,
  );
  const [locale] = useLocaleState();
  const blocked = assets.some((a) => compliance.get(a.id)?.compliant === false);
  const [assetId, setAssetId] = useState('');
  const [reason, setReason] = useState('');
  // undefined: the chosen asset's default driver, whichever asset that is.
  const [picked, setPicked] = useState<string | null | undefined>(undefined);
  const drivers = useAssetDrivers(assetId || null, open && !!withDriver);
  const driverId = picked === undefined ? drivers.defaultDriverId : picked;
  // The default is the server's too: only a driver other than the default is sent.
  const driver: DriverChoice = driverId === drivers.defaultDriverId ? {} : { driver_id: driverId };
  // Confirmed before the drivers load, the dispatch takes the asset's default: the same choice.
  const ready = assetId !== '' && (!withReason || reason.trim() !== '');
  return (
    <Dialog open={open} onClose={onClose} fullWidth maxWidth="sm" aria-labelledby="asset-picker">
      <DialogTitle id="asset-picker">{translate(title)}</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ mt: 1 }}>
          <MuiTextField
            select
            label={translate('resources.business-dispatches.actions.asset')}
            value={assetId}
            onChange={(e) => {
              setAssetId(e.target.value);
              setPicked(undefined);
            }}
            helperText={
              !isPending && assets.length === 0
                ? translate('resources.business-dispatches.actions.no_asset')
                : blocked
                  ? translate('flotte.compliance.dialog_hint')
                  : undefined
            }
            fullWidth
          >
            {assets.map((a) => {
              const found = compliance.get(a.id);
              return (
                <MenuItem key={a.id} value={a.id} disabled={found?.compliant === false}>
                  <ListItemText
                    primary={a.registration ? `${a.name} (${a.registration})` : a.name}
                    secondary={
                      found && found.reasons.length > 0
                        ? `${translate(
                            found.compliant
                              ? 'flotte.compliance.warning'
                              : 'flotte.compliance.not_compliant',
                          )} : ${reasonsText(translate, locale, found)}`
                        : undefined
                    }
                  />
                </MenuItem>
              );
            })}
          </MuiTextField>
          {withDriver && drivers.canAccess && assetId !== '' ? (
            <DriverSelect
              value={driverId}
              onChange={setPicked}
              drivers={drivers.drivers}
              isPending={drivers.isPending}
            />
          ) : null}
          {withReason ? (
            <MuiTextField
              label={translate('resources.business-dispatches.actions.reason')}
              value={reason}
              onChange={(e) => setReason(e.target.value)}
              required
              multiline
              fullWidth
            />
          ) : null}
        </Stack>
      </DialogContent>
      <DialogActions>
        <MuiButton onClick={onClose}>{translate(keep)}</MuiButton>
        <MuiButton
          variant="contained"
          disabled={!ready || pending}
          onClick={() => onConfirm(assetId, reason.trim(), driver)}
        >
          {translate(confirm)}
        </MuiButton>
      </DialogActions>
    </Dialog>
  );
};

/**
 * The actions the caller may take on a request, by its status and role: cancel (with
 * confirmation), dispatch an available asset of the requested type, mark in transit or
 * delivered, reassign. The server checks again; its refusals are notified translated.
 */
export const RequestActions = () => {
  const request = useRecordContext<Request>();
  const dataProvider = useFlotteDataProvider();
  const { user } = useAuthState();
  const { canAccess: canCancel } = useCanAccess({
    resource: 'business-dispatches',
    action: 'cancel',
  });
  const { canAccess: canDispatch } = useCanAccess({
    resource: 'business-dispatches',
    action: 'dispatch',
  });
  const { canAccess: canRetry } = useCanAccess({
    resource: 'business-dispatches',
    action: 'retry',
  });
  const [dialog, setDialog] = useState<
    null | 'cancel' | 'dispatch' | 'reassign' | 'in_transit' | 'delivered' | 'retry'
  >(null);
  const close = () => setDialog(null);

  const cancel = useNotifiedMutation(
    (id: string) => dataProvider.cancelRequest(id),
    'resources.business-dispatches.actions.cancelled',
  );
  const dispatch = useNotifiedMutation(
    (body: { request_id: string; asset_id: string } & DriverChoice) =>
      dataProvider.dispatchRequest(body),
    'resources.business-dispatches.actions.dispatched',
  );
  const move = useNotifiedMutation(
    ({ id, status }: { id: string; status: 'in_transit' | 'delivered' }) =>
      dataProvider.updateDispatch(id, status),
    'resources.business-dispatches.actions.updated',
  );
  const retry = useNotifiedMutation(
    (id: string) => dataProvider.retryRequest(id),
    'flotte.delivery.retry.done',
  );
  const reassign = useNotifiedMutation(
    (body: { dispatch_id: string; asset_id: string; reason: string }) =>
      dataProvider.reassignDispatch(body),
    'resources.business-dispatches.actions.reassigned',
  );

  if (!request || !user) return null;
  const { status } = request;
  // Moving a dispatch: the asset's owner (the server checks it is theirs), the operator.
  const movesDispatches = canDispatch;
  // A failed attempt waits for its business: a new attempt, or the cancel (nothing charged).
  const showCancel = canCancel && isCancellable(status);
  const showRetry = canRetry && isRetryable(status);
  const showDispatch = movesDispatches && isDispatchable(status);
  // The dispatcher's moves of the live dispatch (`PATCH /asset-dispatch/{id} { status }`).
  const moves = movesDispatches && !!request.dispatch_id;
  const showInTransit = moves && !!nextStatus(status, 'picked_up');
  const showDelivered = moves && !!nextStatus(status, 'delivered');
  const showReassign = moves && isOpenDispatch(status);
  /** The moves that apply now, each opening its dialog; the label is the move's own unless named. */
  const buttons: {
    dialog: NonNullable<typeof dialog>;
    show: boolean | undefined;
    label?: string;
    variant?: 'contained';
    color?: 'error';
  }[] = [
    { dialog: 'dispatch', show: showDispatch, variant: 'contained' },
    { dialog: 'in_transit', show: showInTransit, variant: 'contained' },
    { dialog: 'delivered', show: showDelivered, variant: 'contained' },
    { dialog: 'reassign', show: showReassign },
    {
      dialog: 'retry',
      show: showRetry,
      label: 'flotte.delivery.retry.action',
      variant: 'contained',
    },
    { dialog: 'cancel', show: showCancel, color: 'error' },
  ];
  const busy =
    cancel.isPending ||
    dispatch.isPending ||
    move.isPending ||
    reassign.isPending ||
    retry.isPending;

  return (
    <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
      {buttons
        .filter((button) => button.show)
        .map(({ dialog: name, label, variant, color }) => (
          <Button
            key={name}
            label={label ?? `resources.business-dispatches.actions.${name}`}
            variant={variant}
            color={color}
            onClick={() => setDialog(name)}
            disabled={busy}
          />
        ))}

      <Confirm
        isOpen={dialog === 'cancel'}
        loading={cancel.isPending}
        title="resources.business-dispatches.actions.cancel_title"
        content="resources.business-dispatches.actions.cancel_content"
        confirm="resources.business-dispatches.actions.cancel"
        cancel="resources.business-dispatches.actions.keep"
        confirmColor="warning"
        onConfirm={() => {
          close();
          cancel.mutate(String(request.id));
        }}
        onClose={close}
      />
      <Confirm
        isOpen={dialog === 'retry'}
        loading={retry.isPending}
        title="flotte.delivery.retry.title"
        content="flotte.delivery.retry.content"
        confirm="flotte.delivery.retry.action"
        cancel="flotte.delivery.retry.keep"
        onConfirm={() => {
          close();
          retry.mutate(String(request.id));
        }}
        onClose={close}
      />
      <Confirm
        isOpen={dialog === 'in_transit' || dialog === 'delivered'}
        loading={move.isPending}
        title={`resources.business-dispatches.actions.${dialog === 'delivered' ? 'delivered' : 'in_transit'}_title`}
        content={`resources.business-dispatches.actions.${dialog === 'delivered' ? 'delivered' : 'in_transit'}_content`}
        confirm={`resources.business-dispatches.actions.${dialog === 'delivered' ? 'delivered' : 'in_transit'}`}
        cancel="resources.business-dispatches.actions.not_yet"
        onConfirm={() => {
          const next = dialog === 'delivered' ? 'delivered' : 'in_transit';
          close();
          move.mutate({ id: String(request.dispatch_id), status: next });
        }}
        onClose={close}
      />
      <AssetPickerDialog
        open={dialog === 'dispatch'}
        title="resources.business-dispatches.actions.dispatch_title"
        confirm="resources.business-dispatches.actions.dispatch_confirm"
        keep="resources.business-dispatches.actions.dispatch_keep"
        withDriver
        pending={dispatch.isPending}
        onClose={close}
        onConfirm={(assetId, _reason, driver) => {
          close();
          dispatch.mutate({ request_id: String(request.id), asset_id: assetId, ...driver });
        }}
      />
      <AssetPickerDialog
        open={dialog === 'reassign'}
        title="resources.business-dispatches.actions.reassign_title"
        confirm="resources.business-dispatches.actions.reassign_confirm"
        keep="resources.business-dispatches.actions.reassign_keep"
        withReason
        pending={reassign.isPending}
        onClose={close}
        onConfirm={(assetId, reason) => {
          close();
          reassign.mutate({ dispatch_id: String(request.dispatch_id), asset_id: assetId, reason });
        }}
      />
    </Stack>
  );
};
