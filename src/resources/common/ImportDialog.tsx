import UploadFileIcon from '@mui/icons-material/UploadFile';
import {
  Alert,
  Box,
  Button,
  CircularProgress,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Stack,
  Typography,
} from '@mui/material';
import { useMutation } from '@tanstack/react-query';
import { useId, useState, type ChangeEvent } from 'react';
import { HttpError, useNotify, useRefresh, useTranslate } from 'react-admin';
import {
  IMPORT_MAX_BYTES,
  IMPORT_MAX_ROWS,
  type ImportPreview,
  type ImportRowError,
} from '../../../contract/import';
import type { ImportKind } from '../../providers/custom/import';
import { useAuthState } from '../../providers/store';
import {
  AssetOwnerPicker,
  namesAssetOwner,
  type AssetOwnerTarget,
} from '../assets/AssetOwnerInputs';
import { useFlotteDataProvider } from '../../providers/useFlotteDataProvider';
import { ImportErrorTable, ImportRowsTable } from './ImportPreviewTable';
import { ImportTemplateButton } from './ImportTemplateButton';

/** A refused commit's row errors (`body.rows`), if the error is one. */
const rowsOf = (error: unknown): ImportRowError[] | undefined =>
  error instanceof HttpError && Array.isArray((error.body as { rows?: unknown })?.rows)
    ? (error.body as { rows: ImportRowError[] }).rows
    : undefined;

/** Exactly one of an owner or a business named. */
const isNamed = (target: AssetOwnerTarget) =>
  (target.owner_user_id === null) !== (target.business_id === null);

/**
 * Choose a CSV file, read the server's preview (every row, every error in the user's language),
 * then import all rows: offered only while no error remains. The server checks again on commit
 * and writes all or nothing; its errors then replace the preview's. The superadmin first names
 * whose assets the file creates (an asset owner or a business), as when it creates one.
 */
export const ImportDialog = ({
  kind,
  open,
  onClose,
}: {
  kind: ImportKind;
  open: boolean;
  onClose: () => void;
}) => {
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  const dataProvider = useFlotteDataProvider();
  const inputId = useId();
  const titleId = useId();
  const [file, setFile] = useState<{ name: string; csv: string } | null>(null);
  const [preview, setPreview] = useState<ImportPreview | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const { user } = useAuthState();
  const namesTarget = kind === 'assets' && namesAssetOwner(user);
  const [target, setTarget] = useState<AssetOwnerTarget>({
    owner_user_id: null,
    business_id: null,
  });
  const targetReady = !namesTarget || isNamed(target);
  const named = namesTarget ? target : {};

  const read = useMutation({
    mutationFn: ({ csv, to }: { csv: string; to: typeof named }) =>
      dataProvider.previewImport(kind, csv, to),
    onSuccess: setPreview,
    onError: (error) => setProblem(error.message),
  });
  const commit = useMutation({
    mutationFn: (csv: string) => dataProvider.commitImport(kind, csv, named),
    onSuccess: ({ created }) => {
      notify(translate(`flotte.import.done.${kind}`, { smart_count: created }), {
        type: 'success',
      });
      refresh();
      close();
    },
    onError: (error) => {
      const rows = rowsOf(error);
      if (rows && preview) setPreview({ ...preview, errors: rows });
      else setProblem(error.message);
    },
  });

  const reset = () => {
    setFile(null);
    setPreview(null);
    setProblem(null);
  };
  const close = () => {
    reset();
    onClose();
  };

  // Another target: the chosen file is read again for it (its limits and plates are its own).
  const changeTarget = (next: AssetOwnerTarget) => {
    setTarget(next);
    setPreview(null);
    setProblem(null);
    if (file && isNamed(next)) read.mutate({ csv: file.csv, to: next });
  };

  const choose = async (event: ChangeEvent<HTMLInputElement>) => {
    const picked = event.target.files?.[0];
    event.target.value = ''; // the same file, fixed, may be chosen again
    reset();
    if (!picked) return;
    if (picked.size > IMPORT_MAX_BYTES) {
      setProblem('flotte.errors.payload_too_large');
      return;
    }
    const csv = await picked.text();
    setFile({ name: picked.name, csv });
    read.mutate({ csv, to: named });
  };

  const errors = preview?.errors ?? [];
  const ready = preview !== null && errors.length === 0 && preview.rows.length > 0;
  return (
    <Dialog open={open} onClose={close} fullWidth maxWidth="md" aria-labelledby={titleId}>
      <DialogTitle id={titleId}>{translate(`flotte.import.title.${kind}`)}</DialogTitle>
      <DialogContent>
        <Stack spacing={2}>
          <Typography>{translate(`flotte.import.intro.${kind}`)}</Typography>
          {namesTarget ? <AssetOwnerPicker onChange={changeTarget} /> : null}
          <Typography variant="body2" color="text.secondary">
            {translate('flotte.import.limits', {
              rows: IMPORT_MAX_ROWS,
              size: Math.round(IMPORT_MAX_BYTES / 1024),
            })}
          </Typography>
          <Stack direction="row" spacing={2} sx={{ flexWrap: 'wrap', alignItems: 'center' }}>
            <ImportTemplateButton kind={kind} />
            <Button
              variant="outlined"
              component="label"
              htmlFor={inputId}
              startIcon={<UploadFileIcon />}
              disabled={!targetReady}
            >
              {translate('flotte.import.choose')}
              <input
                id={inputId}
                type="file"
                accept=".csv,text/csv"
                hidden
                disabled={!targetReady}
                onChange={(e) => void choose(e)}
              />
            </Button>
            {file ? (
              <Typography variant="body2">
                {translate('flotte.import.file', { name: file.name })}
              </Typography>
            ) : null}
          </Stack>
          {read.isPending ? (
            <Box role="status" sx={{ display: 'flex', gap: 1, alignItems: 'center' }}>
              <CircularProgress size={20} />
              {translate('flotte.import.reading')}
            </Box>
          ) : null}
          {problem ? <Alert severity="error">{translate(problem)}</Alert> : null}
          {preview ? (
            <>
              {errors.length > 0 ? (
                <>
                  <Alert severity="error">
                    {translate('flotte.import.has_errors', { smart_count: errors.length })}
                  </Alert>
                  <ImportErrorTable errors={errors} />
                </>
              ) : preview.rows.length > 0 ? (
                <Alert severity="success">
                  {translate('flotte.import.ready', { smart_count: preview.rows.length })}
                </Alert>
              ) : null}
              {preview.rows.length > 0 ? <ImportRowsTable preview={preview} /> : null}
            </>
          ) : null}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={close}>{translate('flotte.import.cancel')}</Button>
        <Button
          variant="contained"
          disabled={!ready || commit.isPending}
          onClick={() => file && commit.mutate(file.csv)}
        >
          {translate('flotte.import.commit', { smart_count: preview?.rows.length ?? 0 })}
        </Button>
      </DialogActions>
    </Dialog>
  );
};
