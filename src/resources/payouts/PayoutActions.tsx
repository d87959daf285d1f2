import { useState, type ReactNode } from 'react';
import { Button } from '@mui/material';
import DownloadIcon from '@mui/icons-material/Download';
import { useMutation } from '@tanstack/react-query';
import {
  Confirm,
  useLocaleState,
  useNotify,
  useRecordContext,
  useRefresh,
  useTranslate,
} from 'react-admin';
import type { PayoutBatch, PayoutStatement } from '../../../contract/payouts';
import { useFlotteDataProvider } from '../../providers/useFlotteDataProvider';
import { formatMoney } from '../common/money';
import { saveFile } from '../common/saveFile';
import { errorMessage } from '../common/useNotifiedMutation';

/** A row's button that keeps its click from opening the row. */
const stop = (e: { stopPropagation: () => void }) => e.stopPropagation();

/** Saves the file `read` answers as `name`; a failure is said. */
const useDownload = () => {
  const notify = useNotify();
  return async (read: () => Promise<Blob>, name: string) => {
    try {
      saveFile(await read(), name);
    } catch (error) {
      notify(errorMessage(error), { type: 'error' });
    }
  };
};

/** The statement's PDF (autofacture), named for screen readers by its number. */
export const StatementPdfButton = () => {
  const record = useRecordContext<PayoutStatement>();
  const dataProvider = useFlotteDataProvider();
  const translate = useTranslate();
  const download = useDownload();
  if (!record) return null;
  return (
    <Button
      size="small"
      startIcon={<DownloadIcon />}
      aria-label={translate('flotte.payouts.statements.download_of', { number: record.number })}
      onClick={(e) => {
        stop(e);
        void download(
          () => dataProvider.getPayoutStatementPdf(record.id),
          translate('flotte.payouts.statements.file', { number: record.number }),
        );
      }}
    >
      {translate('flotte.payouts.statements.download')}
    </Button>
  );
};

/** The approved batch's SEPA credit transfer file (pain.001), to hand to the bank. */
export const BatchFileButton = () => {
  const record = useRecordContext<PayoutBatch>();
  const dataProvider = useFlotteDataProvider();
  const translate = useTranslate();
  const download = useDownload();
  if (!record || record.status === 'draft') return null;
  return (
    <Button
      size="small"
      startIcon={<DownloadIcon />}
      aria-label={translate('flotte.payouts.batches.download_of', { id: record.message_id })}
      onClick={(e) => {
        stop(e);
        void download(() => dataProvider.getPayoutBatchFile(record.id), `${record.message_id}.xml`);
      }}
    >
      {translate('flotte.payouts.batches.download')}
    </Button>
  );
};

/**
 * A button whose call is written only once its confirmation (naming what will happen) is
 * accepted; the list or page is read again after, a refusal is said.
 */
const ConfirmedAction = ({
  label,
  confirm,
  confirmOptions = {},
  done,
  run,
  icon,
  variant = 'text',
}: {
  label: string;
  confirm: string;
  confirmOptions?: Record<string, string | number>;
  done: string;
  run: () => Promise<unknown>;
  icon?: ReactNode;
  variant?: 'text' | 'contained';
}) => {
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  const [open, setOpen] = useState(false);
  const mutation = useMutation({
    mutationFn: run,
    onSuccess: () => {
      notify(done, { type: 'success' });
      refresh();
    },
    onError: (error) => notify(errorMessage(error), { type: 'error' }),
    onSettled: () => setOpen(false),
  });
  return (
    <>
      <Button
        size="small"
        variant={variant}
        startIcon={icon}
        onClick={(e) => {
          stop(e);
          setOpen(true);
        }}
      >
        {translate(label)}
      </Button>
      <Confirm
        isOpen={open}
        loading={mutation.isPending}
        title={label}
        content={confirm}
        translateOptions={confirmOptions}
        onConfirm={() => mutation.mutate()}
        onClose={() => setOpen(false)}
      />
    </>
  );
};

/** "Construire un lot": every issued statement still to pay, with an account, in euros. */
export const BuildBatchButton = ({ icon }: { icon?: ReactNode }) => {
  const dataProvider = useFlotteDataProvider();
  return (
    <ConfirmedAction
      label="flotte.payouts.batches.build"
      confirm="flotte.payouts.batches.build_confirm"
      done="flotte.payouts.batches.built"
      run={() => dataProvider.buildPayoutBatch()}
      icon={icon}
    />
  );
};

/** The batch's next move: approve a draft, mark an approved one paid (the ledger is written). */
export const BatchMoveButton = () => {
  const record = useRecordContext<PayoutBatch>();
  const dataProvider = useFlotteDataProvider();
  const [locale] = useLocaleState();
  if (!record || record.status === 'paid') return null;
  const options = {
    count: record.count,
    total: formatMoney(record.total, record.currency, locale),
  };
  return record.status === 'draft' ? (
    <ConfirmedAction
      label="flotte.payouts.batches.approve"
      confirm="flotte.payouts.batches.approve_confirm"
      confirmOptions={options}
      done="flotte.payouts.batches.approved"
      run={() => dataProvider.approvePayoutBatch(record.id)}
    />
  ) : (
    <ConfirmedAction
      label="flotte.payouts.batches.paid"
      confirm="flotte.payouts.batches.paid_confirm"
      confirmOptions={options}
      done="flotte.payouts.batches.marked"
      run={() => dataProvider.markPayoutBatchPaid(record.id)}
    />
  );
};
