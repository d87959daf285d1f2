import { useState } from 'react';
import {
  Button as MuiButton,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  MenuItem,
  TextField as MuiTextField,
} from '@mui/material';
import { Button, useCanAccess, useGetList, useGetOne, useTranslate } from 'react-admin';
import type { Asset } from '../../../contract/asset';
import type { Driver } from '../../../contract/driver';
import { useAuthState } from '../../providers/store';
import { useFlotteDataProvider } from '../../providers/useFlotteDataProvider';
import { useNotifiedMutation } from '../common/useNotifiedMutation';

/** The select's value for "nobody". */
const NONE = '';

/**
 * The drivers who may drive `assetId` (its owner's active drivers, or its business's for an
 * in-house asset) and the asset's default driver, for those who read drivers; the server
 * answers an owner its own, the operator names the employer.
 */
export function useAssetDrivers(assetId: string | null | undefined, enabled: boolean) {
  const { user } = useAuthState();
  const { canAccess = false } = useCanAccess({ resource: 'drivers', action: 'list' });
  const wanted = enabled && canAccess && !!assetId;
  const asset = useGetOne<Asset>('assets', { id: assetId ?? '' }, { enabled: wanted });
  const owner = asset.data?.owner_user_id ?? null;
  const employer: Record<string, string> | undefined = !asset.data
    ? undefined
    : owner === user?.id
      ? {}
      : owner
        ? { employer_user_id: owner }
        : { business_id: asset.data.business_id ?? '' };
  const drivers = useGetList<Driver>(
    'drivers',
    {
      filter: { ...employer, disabled: 'false' },
      pagination: { page: 1, perPage: 100 },
      sort: { field: 'name', order: 'ASC' },
    },
    { enabled: wanted && employer !== undefined },
  );
  return {
    canAccess,
    defaultDriverId: asset.data?.default_driver_id ?? null,
    drivers: drivers.data ?? [],
    // An asset that cannot be read leaves the choice to the server (its default driver).
    isPending: wanted && (asset.isPending || (employer !== undefined && drivers.isPending)),
  };
}

/**
 * A driver among `drivers`, or nobody. The current driver stays offered even when it is no
 * longer in the list (disabled since): the select never shows a blank for a value it has.
 */
export const DriverSelect = ({
  value,
  onChange,
  drivers,
  isPending,
  current,
}: {
  value: string | null;
  onChange: (driverId: string | null) => void;
  drivers: Pick<Driver, 'id' | 'name'>[];
  isPending: boolean;
  current?: { id: string; name: string } | null;
}) => {
  const translate = useTranslate();
  const choices =
    current && !drivers.some((d) => d.id === current.id) ? [current, ...drivers] : drivers;
  const helper = isPending
    ? 'flotte.delivery.driver_input.loading'
    : drivers.length === 0
      ? 'flotte.delivery.driver_input.empty'
      : 'flotte.delivery.driver_input.help';
  return (
    <MuiTextField
      select
      label={translate('flotte.delivery.driver_input.label')}
      value={isPending ? NONE : (value ?? NONE)}
      onChange={(e) => onChange(e.target.value === NONE ? null : e.target.value)}
      helperText={translate(helper)}
      disabled={isPending}
      fullWidth
    >
      <MenuItem value={NONE}>
        <em>{translate('flotte.delivery.driver_input.none')}</em>
      </MenuItem>
      {choices.map((d) => (
        <MenuItem key={d.id} value={d.id}>
          {d.name}
        </MenuItem>
      ))}
    </MuiTextField>
  );
};

/**
 * "Changer de chauffeur" while the dispatch is `assigned` (PATCH /asset-dispatch/{id}/driver,
 * null: nobody), for those who dispatch; the server refuses once the delivery is on its way.
 */
export const ChangeDriverButton = ({
  dispatchId,
  assetId,
  current,
}: {
  dispatchId: string;
  assetId: string;
  current: { id: string; name: string } | null;
}) => {
  const translate = useTranslate();
  const dataProvider = useFlotteDataProvider();
  const { canAccess: canDispatch } = useCanAccess({
    resource: 'business-dispatches',
    action: 'dispatch',
  });
  const [open, setOpen] = useState(false);
  const [driverId, setDriverId] = useState<string | null>(current?.id ?? null);
  const { canAccess, drivers, isPending } = useAssetDrivers(assetId, open);
  const change = useNotifiedMutation(
    (id: string | null) => dataProvider.changeDispatchDriver(dispatchId, id),
    'flotte.delivery.change_driver.done',
  );
  if (!canDispatch) return null;
  const close = () => setOpen(false);
  return (
    <>
      <Button
        label="flotte.delivery.change_driver.action"
        onClick={() => {
          setDriverId(current?.id ?? null);
          setOpen(true);
        }}
        disabled={change.isPending}
      />
      <Dialog open={open} onClose={close} fullWidth maxWidth="sm" aria-labelledby="change-driver">
        <DialogTitle id="change-driver">
          {translate('flotte.delivery.change_driver.title')}
        </DialogTitle>
        <DialogContent>
          {canAccess ? (
            <DriverSelect
              value={driverId}
              onChange={setDriverId}
              drivers={drivers}
              isPending={isPending}
              current={current}
            />
          ) : null}
        </DialogContent>
        <DialogActions>
          <MuiButton onClick={close}>{translate('flotte.delivery.change_driver.keep')}</MuiButton>
          <MuiButton
            variant="contained"
            disabled={isPending || change.isPending || driverId === (current?.id ?? null)}
            onClick={() => change.mutate(driverId, { onSuccess: () => setOpen(false) })}
          >
            {translate('flotte.delivery.change_driver.confirm')}
          </MuiButton>
        </DialogActions>
      </Dialog>
    </>
  );
};
