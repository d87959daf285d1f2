import { useEffect, useId, useMemo, useRef, useState, type FormEvent } from 'react';
import PhotoCameraIcon from '@mui/icons-material/PhotoCamera';
import {
  Alert,
  Box,
  Button,
  CircularProgress,
  DialogContentText,
  FormControl,
  FormHelperText,
  FormLabel,
  TextField,
} from '@mui/material';
import { useLocale, useTranslate } from './kit';
import type { CodCollection } from '../../../contract/payouts';
import { CodField, codDraftOf, codOf, type CodDraft } from './CodField';
import { TOUCH } from './plain';
import { DriverDialog } from './DriverDialog';
import { SignatureField, type SignatureHandle } from './SignatureField';
import {
  PROOF_KINDS,
  type ApiFailure,
  type DriverDispatch,
  type ProofKind,
} from '../../providers/driver/types';

/** What the sheet hands over: the typed items, and the files the outbox uploads first. */
export interface ProofGiven {
  proof: { name?: string; code?: string; cod?: CodCollection };
  files: { photo?: Blob; signature?: Blob };
}

/** The proof's items, and `cod`: the cash on delivery's method or amount. */
type FieldErrors = Partial<Record<ProofKind | 'cod', string>>;

/** What the sheet offers, not required, when the business asks no proof (issue 33). */
const OPTIONAL_KINDS: readonly ProofKind[] = ['photo', 'signature', 'name'];

/** A photo is sent at most this wide or high: a phone's 12 MP picture would pass the 5 MiB cap. */
const MAX_PHOTO_SIDE = 1600;
/** What the delivery receipt can embed, so what the server takes as a proof's photo. */
const RECEIPT_TYPES = ['image/jpeg', 'image/png'];

/**
 * The photo made smaller, as a JPEG, where the browser can; the original when that is not
 * smaller and already a JPEG or PNG (a phone's other formats are always converted).
 */
async function shrinkPhoto(file: File): Promise<Blob> {
  if (typeof createImageBitmap !== 'function') return file;
  try {
    const bitmap = await createImageBitmap(file);
    const scale = Math.min(1, MAX_PHOTO_SIDE / Math.max(bitmap.width, bitmap.height));
    const canvas = document.createElement('canvas');
    canvas.width = Math.round(bitmap.width * scale);
    canvas.height = Math.round(bitmap.height * scale);
    canvas.getContext('2d')?.drawImage(bitmap, 0, 0, canvas.width, canvas.height);
    bitmap.close();
    const blob = await new Promise<Blob | null>((resolve) =>
      canvas.toBlob(resolve, 'image/jpeg', 0.82),
    );
    if (!blob) return file;
    return blob.size < file.size || !RECEIPT_TYPES.includes(file.type) ? blob : file;
  } catch {
    return file;
  }
}

const isProofKind = (value: string): value is ProofKind =>
  (PROOF_KINDS as readonly string[]).includes(value);

/**
 * The server's refusal on the fields it names: `proof_required` names each missing item
 * (`proof.photo`), `invalid_code` is the code's, a refused upload its own field's.
 */
export function proofErrorsOf(failure: ApiFailure): { fields: FieldErrors; other: string | null } {
  const fields: FieldErrors = {};
  for (const detail of failure.details ?? []) {
    const kind = detail.path.replace(/^proof\./, '');
    if (isProofKind(kind)) fields[kind] = detail.message;
    else if (kind.startsWith('cod')) fields.cod = detail.message;
  }
  if (failure.code === 'invalid_code' && !fields.code) fields.code = 'invalid_code';
  const other = Object.keys(fields).length > 0 ? null : failure.code;
  return { fields, other };
}

/**
 * "Livré": the proof the business requires (`proof_required`: photo, signature, recipient's
 * name, 4-digit code), checked here before it is sent; the server's refusal (422
 * `proof_required`, `invalid_code`) comes back on each field it names, which shows that field
 * even if the list read did not ask for it (the business changed its settings since).
 * Full screen on a phone, a dialog wider.
 */
export const ProofSheet = ({
  dispatch,
  busy,
  failure,
  onClose,
  onSubmit,
}: {
  dispatch: DriverDispatch;
  busy: boolean;
  /** The server's last refusal of this sheet's proof. */
  failure: ApiFailure | null;
  onClose: () => void;
  onSubmit: (given: ProofGiven) => void;
}) => {
  const translate = useTranslate();
  const locale = useLocale();
  const id = useId();
  const [photo, setPhoto] = useState<File | null>(null);
  const [name, setName] = useState('');
  const [code, setCode] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});
  const [other, setOther] = useState<string | null>(null);
  const [asked, setAsked] = useState<ProofKind[]>(dispatch.proof_required);
  const [cod, setCod] = useState<CodDraft>(() =>
    codDraftOf(dispatch.cod_amount ?? 0, dispatch.currency, locale),
  );
  /** The fields shown: those asked, or when none is, those a driver may add anyway. */
  const shown = asked.length > 0 ? asked : OPTIONAL_KINDS;
  const photoInput = useRef<HTMLInputElement>(null);
  const signature = useRef<SignatureHandle>(null);

  // The server's refusal: on its fields, which it may add to those asked.
  const [seen, setSeen] = useState(failure);
  if (failure !== seen) {
    setSeen(failure);
    if (failure) {
      const { fields, other: general } = proofErrorsOf(failure);
      setErrors(fields);
      setOther(general);
      setAsked((kinds) => PROOF_KINDS.filter((k) => kinds.includes(k) || k in fields));
    }
  }

  // And the first of them takes the focus (a screen reader hears what to fix).
  useEffect(() => {
    if (!failure) return;
    const { fields } = proofErrorsOf(failure);
    const first = PROOF_KINDS.find((k) => fields[k] && k !== 'signature');
    if (first) document.getElementById(`${id}-${first}`)?.focus();
  }, [failure, id]);

  const preview = useMemo(
    () => (photo && typeof URL.createObjectURL === 'function' ? URL.createObjectURL(photo) : null),
    [photo],
  );
  useEffect(
    () => () => {
      if (preview) URL.revokeObjectURL(preview);
    },
    [preview],
  );

  const message = (kind: ProofKind | 'cod') => {
    const key = errors[kind];
    if (!key) return undefined;
    if (key.startsWith('flotte.')) return translate(key);
    return translate(`flotte.driver.proof.errors.${key}`, {
      _: translate('flotte.driver.proof.errors.rejected'),
    });
  };
  /** A typed item's field: its id (the focus goes there on an error), label and error state. */
  const typedField = (kind: 'name' | 'code') => ({
    id: `${id}-${kind}`,
    label: translate(`flotte.driver.proof.${kind}`),
    required: asked.includes(kind),
    error: !!errors[kind],
  });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found: FieldErrors = {};
    if (asked.includes('photo') && !photo) found.photo = 'required';
    if (asked.includes('signature') && (signature.current?.isEmpty() ?? true)) {
      found.signature = 'required';
    }
    if (asked.includes('name') && !name.trim()) found.name = 'required';
    if (asked.includes('code') && !/^\d{4}$/.test(code)) {
      found.code = code ? 'code_format' : 'required';
    }
    const collected = dispatch.cod_amount !== null ? codOf(cod, dispatch.currency) : null;
    if (collected && 'error' in collected) found.cod = collected.error;
    setErrors(found);
    setOther(null);
    if (Object.keys(found).length > 0) {
      const first = [...PROOF_KINDS, 'cod' as const].find((k) => found[k]);
      document.getElementById(`${id}-${first}`)?.focus();
      return;
    }
    // What is shown and given goes, asked or not; what is asked was checked above.
    const files: ProofGiven['files'] = {};
    if (shown.includes('photo') && photo) files.photo = await shrinkPhoto(photo);
    if (shown.includes('signature') && !(signature.current?.isEmpty() ?? true)) {
      const blob = await signature.current?.toBlob();
      if (blob) files.signature = blob;
    }
    onSubmit({
      proof: {
        ...(shown.includes('name') && name.trim() ? { name: name.trim() } : {}),
        ...(asked.includes('code') ? { code } : {}),
        ...(collected && 'cod' in collected ? { cod: collected.cod } : {}),
      },
      files,
    });
  };

  return (
    <DriverDialog
      onClose={busy ? undefined : onClose}
      onSubmit={submit}
      gap={3}
      title={translate('flotte.driver.proof.title')}
      actions={
        <>
          <Button onClick={onClose} disabled={busy} size="large" sx={TOUCH}>
            {translate('flotte.driver.proof.cancel')}
          </Button>
          <Button
            type="submit"
            variant="contained"
            size="large"
            disabled={busy}
            startIcon={busy ? <CircularProgress size={20} color="inherit" aria-hidden /> : null}
            sx={{ ...TOUCH, flexGrow: { xs: 1, sm: 0 } }}
          >
            {translate(busy ? 'flotte.driver.proof.sending' : 'flotte.driver.proof.confirm')}
          </Button>
        </>
      }
    >
      <DialogContentText>
        {translate('flotte.driver.proof.intro', { reference: dispatch.reference })}
      </DialogContentText>
      {asked.length === 0 ? (
        <DialogContentText>
          {translate('flotte.driver.proof.none_required')}{' '}
          {translate('flotte.driver.proof.optional_hint')}
        </DialogContentText>
      ) : null}
      {dispatch.cod_amount !== null ? (
        <CodField
          id={`${id}-cod`}
          amount={dispatch.cod_amount}
          currency={dispatch.currency}
          draft={cod}
          error={message('cod')}
          onChange={(draft) => {
            setCod(draft);
            setErrors(({ cod: _, ...rest }) => rest);
          }}
        />
      ) : null}
      {other ? (
        <Alert severity="error">
          {translate(`flotte.errors.${other}`, {
            _: translate('flotte.driver.proof.errors.rejected'),
          })}
        </Alert>
      ) : null}
      {shown.includes('photo') ? (
        <FormControl error={!!errors.photo} required={asked.includes('photo')}>
          <FormLabel htmlFor={`${id}-photo-input`}>
            {translate('flotte.driver.proof.photo')}
          </FormLabel>
          <input
            ref={photoInput}
            id={`${id}-photo-input`}
            type="file"
            accept="image/*"
            capture="environment"
            hidden
            aria-describedby={errors.photo ? `${id}-photo-error` : undefined}
            onChange={(event) => {
              const file = event.target.files?.[0] ?? null;
              setPhoto(file);
              if (file) setErrors(({ photo: _, ...rest }) => rest);
            }}
          />
          {preview ? (
            <Box
              component="img"
              src={preview}
              alt={translate('flotte.driver.proof.photo_alt', {
                reference: dispatch.reference,
              })}
              sx={{ mt: 1, maxWidth: '100%', maxHeight: 220, objectFit: 'contain' }}
            />
          ) : null}
          <Button
            id={`${id}-photo`}
            variant="outlined"
            size="large"
            startIcon={<PhotoCameraIcon aria-hidden />}
            onClick={() => photoInput.current?.click()}
            aria-describedby={errors.photo ? `${id}-photo-error` : undefined}
            sx={{ ...TOUCH, mt: 1, alignSelf: 'flex-start' }}
          >
            {translate(
              photo ? 'flotte.driver.proof.photo_retake' : 'flotte.driver.proof.photo_take',
            )}
          </Button>
          {errors.photo ? (
            <FormHelperText id={`${id}-photo-error`} sx={{ mx: 0 }}>
              {message('photo')}
            </FormHelperText>
          ) : null}
        </FormControl>
      ) : null}
      {shown.includes('signature') ? (
        <SignatureField
          ref={signature}
          required={asked.includes('signature')}
          error={message('signature')}
          onChange={(drawn) => {
            if (drawn) setErrors(({ signature: _, ...rest }) => rest);
          }}
        />
      ) : null}
      {shown.includes('name') ? (
        <TextField
          {...typedField('name')}
          value={name}
          onChange={(event) => setName(event.target.value)}
          helperText={message('name')}
          autoComplete="off"
          slotProps={{ htmlInput: { maxLength: 200 } }}
        />
      ) : null}
      {asked.includes('code') ? (
        <TextField
          {...typedField('code')}
          value={code}
          onChange={(event) => setCode(event.target.value.replace(/\D/g, '').slice(0, 4))}
          helperText={message('code') ?? translate('flotte.driver.proof.code_hint')}
          autoComplete="one-time-code"
          slotProps={{
            htmlInput: { inputMode: 'numeric', pattern: '[0-9]{4}', maxLength: 4 },
          }}
        />
      ) : null}
    </DriverDialog>
  );
};
