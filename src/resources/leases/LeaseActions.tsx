import { useState } from 'react';
import { Stack } from '@mui/material';
import CheckIcon from '@mui/icons-material/Check';
import CloseIcon from '@mui/icons-material/Close';
import StopCircleIcon from '@mui/icons-material/StopCircle';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  Button,
  useCanAccess,
  useLocaleState,
  useNotify,
  useRecordContext,
  useRefresh,
  useTranslate,
} from 'react-admin';
import type { Lease } from '../../../contract/lease';
import { useAuthState } from '../../providers/store';
import { formatMoney } from '../common/money';
import { useFlotteDataProvider } from '../../providers/useFlotteDataProvider';
import { formatDay, today } from './days';
import { LeaseMoveDialog, type ReasonMode } from './LeaseMoveDialog';
import { codeOf, leaseErrorMessage, type LeaseSide } from './leaseErrors';
import { firstCharge } from './charges';

type Move = 'accept' | 'decline' | 'cancel' | 'annul' | 'end';

/** A pending lease whose first day has passed (it will not be accepted any more). */
export const startPassed = (lease: Pick<Lease, 'status' | 'start_date'>) =>
  lease.status === 'pending' && lease.start_date.slice(0, 10) < today();

/**
 * The caller's side of this lease, from the record (as the server's `sideOf`): its lessor, the
 * staff of its lessee business, or else the operator (the only others who read a lease).
 */
export const leaseSideOf = (
  lease: Pick<Lease, 'lessor_user_id' | 'lessee_business_id'>,
  user: { id: string; business_id?: string | null } | null | undefined,
): LeaseSide =>
  !user
    ? 'operator'
    : lease.lessor_user_id === user.id
      ? 'lessor'
      : !!user.business_id && lease.lessee_business_id === user.business_id
        ? 'lessee'
        : 'operator';

const DONE: Record<Move, string> = {
  accept: 'flotte.leases.actions.accepted',
  decline: 'flotte.leases.actions.declined',
  cancel: 'flotte.leases.actions.cancelled',
  annul: 'flotte.leases.actions.cancelled',
  end: 'flotte.leases.actions.ended',
};

/** What the move's dialog says and asks, from the lease's own figures. */
function useDialogTexts(lease: Lease, side: LeaseSide) {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const money = (minor: number) => formatMoney(minor, lease.currency, locale);
  const charge = firstCharge(lease);
  const args = {
    asset: lease.asset_name,
    business: lease.lessee_business_name,
    first: money(charge.first),
    deposit: money(lease.deposit),
    total: money(charge.total),
    start: formatDay(lease.start_date, locale),
    end: formatDay(lease.end_date, locale),
  };
  const operator = side === 'operator';
  const t = (key: string) => translate(`flotte.leases.actions.${key}`, args);
  const texts: Record<
    Move,
    {
      title: string;
      content: string;
      confirm: string;
      keep: string;
      reason: ReasonMode;
      danger: boolean;
    }
  > = {
    accept: {
      title: t('accept_title'),
      content: t('accept_content'),
      confirm: t('accept'),
      keep: t('accept_keep'),
      reason: 'none',
      danger: false,
    },
    decline: {
      title: t('decline_title'),
      content: t('decline_content'),
      confirm: t('decline'),
      keep: t('decline_keep'),
      reason: 'required',
      danger: true,
    },
    cancel: {
      title: t(operator ? 'cancel_operator_title' : 'cancel_title'),
      content: t(operator ? 'cancel_operator_content' : 'cancel_content'),
      confirm: t(operator ? 'cancel_operator' : 'cancel'),
      keep: t(operator ? 'cancel_operator_keep' : 'cancel_keep'),
      reason: operator ? 'required' : 'optional',
      danger: true,
    },
    annul: {
      title: t('annul_title'),
      content: t('annul_content'),
      confirm: t('annul'),
      keep: t('annul_keep'),
      reason: 'required',
      danger: true,
    },
    end: {
      title: t('end_title'),
      content: t('end_content'),
      confirm: t('end'),
      keep: t('end_keep'),
      reason: 'optional',
      danger: true,
    },
  };
  return texts;
}

/**
 * The moves the caller may make on a lease, by its status and role (docs/leases.md): the owner
 * accepts (the business pays the first period and the deposit) or declines a proposal with a
 * reason; the business withdraws its proposal; either side ends an active lease early; the
 * operator cancels a proposal or annuls a running lease, with a reason, or ends it. Each asks first; the server decides, and its refusal is shown in the
 * dialog, as the reader's side should understand it.
 */
export const LeaseActions = () => {
  const lease = useRecordContext<Lease>();
  const { user } = useAuthState();
  const translate = useTranslate();
  const allowed: Record<Move, boolean | undefined> = {
    accept: useCanAccess({ resource: 'leases', action: 'accept', record: lease }).canAccess,
    decline: useCanAccess({ resource: 'leases', action: 'decline', record: lease }).canAccess,
    cancel: useCanAccess({ resource: 'leases', action: 'cancel', record: lease }).canAccess,
    annul: useCanAccess({ resource: 'leases', action: 'annul', record: lease }).canAccess,
    end: useCanAccess({ resource: 'leases', action: 'end', record: lease }).canAccess,
  };
  const [open, setOpen] = useState<Move | null>(null);
  if (!lease) return null;
  const side = leaseSideOf(lease, user);
  const offered: Move[] = [];
  if (lease.status === 'pending') {
    // A proposal whose start has passed can no longer be accepted (the server cancels it).
    if (allowed.accept && !startPassed(lease)) offered.push('accept');
    if (allowed.decline) offered.push('decline');
    if (allowed.cancel) offered.push('cancel');
  } else if (lease.status === 'active') {
    if (allowed.end) offered.push('end');
    // Only the operator annuls a running lease (`annul` in contract/permissions.ts).
    if (allowed.annul) offered.push('annul');
  }
  if (offered.length === 0) return null;
  return (
    <Stack
      direction="row"
      spacing={1}
      useFlexGap
      sx={{ flexWrap: 'wrap' }}
      role="group"
      aria-label={translate('flotte.leases.actions.label')}
    >
      {offered.map((move) => (
        <Button
          key={move}
          label={`flotte.leases.actions.${move === 'cancel' && side === 'operator' ? 'cancel_operator' : move}`}
          variant={move === 'accept' ? 'contained' : 'outlined'}
          color={move === 'accept' ? 'primary' : 'error'}
          onClick={() => setOpen(move)}
        >
          {move === 'accept' ? <CheckIcon /> : move === 'end' ? <StopCircleIcon /> : <CloseIcon />}
        </Button>
      ))}
      {open ? (
        <MoveDialog lease={lease} move={open} side={side} onClose={() => setOpen(null)} />
      ) : null}
    </Stack>
  );
};

const MoveDialog = ({
  lease,
  move,
  side,
  onClose,
}: {
  lease: Lease;
  move: Move;
  side: LeaseSide;
  onClose: () => void;
}) => {
  const dataProvider = useFlotteDataProvider();
  const notify = useNotify();
  const refresh = useRefresh();
  const queryClient = useQueryClient();
  const texts = useDialogTexts(lease, side)[move];
  const mutation = useMutation({
    mutationFn: (reason: string) => {
      switch (move) {
        case 'accept':
          return dataProvider.acceptLease(lease.id);
        case 'decline':
          return dataProvider.declineLease(lease.id, reason);
        case 'cancel':
        case 'annul':
          return dataProvider.cancelLease(lease.id, reason);
        case 'end':
          return dataProvider.endLease(lease.id, reason);
      }
    },
    onSuccess: () => {
      notify(DONE[move], { type: 'success' });
      // The business's wallet moved (charge, deposit back): its panel reads it again.
      void queryClient.invalidateQueries({ queryKey: ['wallet'] });
      refresh();
      onClose();
    },
    onError: (error) => {
      // Someone moved it first: show what it is now behind the dialog.
      if (codeOf(error) === 'invalid_transition') refresh();
    },
  });
  return (
    <LeaseMoveDialog
      open
      title={texts.title}
      content={texts.content}
      confirm={texts.confirm}
      keep={texts.keep}
      confirmColor={texts.danger ? 'error' : 'primary'}
      reason={texts.reason}
      pending={mutation.isPending}
      error={mutation.error ? leaseErrorMessage(mutation.error, side) : undefined}
      onConfirm={(reason) => mutation.mutate(reason)}
      onClose={onClose}
    />
  );
};
