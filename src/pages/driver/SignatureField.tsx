import { useEffect, useId, useImperativeHandle, useRef, useState, type Ref } from 'react';
import { Box, Button, FormControl, FormHelperText, FormLabel } from '@mui/material';
import SignaturePad from 'signature_pad';
import { useTranslate } from './kit';
import { TOUCH } from './plain';

/** What the proof sheet asks the signature field. */
export interface SignatureHandle {
  isEmpty(): boolean;
  /** The drawn signature as a PNG (white background), or null when nothing is drawn. */
  toBlob(): Promise<Blob | null>;
}

const HEIGHT = 200;

function dataUrlToBlob(dataUrl: string): Blob {
  const [head, body = ''] = dataUrl.split(',');
  const type = /data:([^;]+)/.exec(head ?? '')?.[1] ?? 'image/png';
  const bytes = Uint8Array.from(atob(body), (c) => c.charCodeAt(0));
  return new Blob([bytes], { type });
}

/**
 * The recipient signs with a finger on the phone (signature_pad: smooth strokes, touch, pen and
 * mouse). The canvas follows its box's width and the screen's pixel ratio, keeping what was
 * drawn; a button clears it. A screen reader hears its label and hint; the signature itself
 * can only be drawn.
 */
export const SignatureField = ({
  ref,
  error,
  onChange,
  required = true,
}: {
  ref: Ref<SignatureHandle>;
  /** False when the business asks none: the driver may still have it signed. */
  required?: boolean;
  /** The field's error message, already translated. */
  error?: string | undefined;
  /** Called with whether something is drawn, after each stroke and each clearing. */
  onChange: (signed: boolean) => void;
}) => {
  const translate = useTranslate();
  const id = useId();
  const canvas = useRef<HTMLCanvasElement>(null);
  const pad = useRef<SignaturePad | null>(null);
  const [signed, setSigned] = useState(false);
  const changed = useRef(onChange);
  useEffect(() => {
    changed.current = onChange;
  });

  useEffect(() => {
    const element = canvas.current;
    if (!element) return undefined;
    let instance: SignaturePad;
    try {
      instance = new SignaturePad(element, { backgroundColor: 'rgb(255, 255, 255)' });
    } catch {
      return undefined; // no 2D canvas here: nothing can be drawn
    }
    pad.current = instance;
    const report = () => {
      const drawn = !instance.isEmpty();
      setSigned(drawn);
      changed.current(drawn);
    };
    instance.addEventListener('endStroke', report);
    const fit = () => {
      const ratio = Math.max(window.devicePixelRatio || 1, 1);
      const data = instance.toData();
      element.width = element.offsetWidth * ratio;
      element.height = element.offsetHeight * ratio;
      element.getContext('2d')?.scale(ratio, ratio);
      instance.clear();
      instance.fromData(data);
    };
    fit();
    window.addEventListener('resize', fit);
    return () => {
      window.removeEventListener('resize', fit);
      instance.removeEventListener('endStroke', report);
      instance.off();
      pad.current = null;
    };
  }, []);

  useImperativeHandle(
    ref,
    () => ({
      isEmpty: () => pad.current?.isEmpty() ?? true,
      toBlob: () =>
        new Promise<Blob | null>((resolve) => {
          const instance = pad.current;
          const element = canvas.current;
          if (!instance || !element || instance.isEmpty()) return resolve(null);
          if (typeof element.toBlob === 'function') {
            element.toBlob(
              (blob) => resolve(blob ?? dataUrlToBlob(instance.toDataURL())),
              'image/png',
            );
          } else {
            resolve(dataUrlToBlob(instance.toDataURL()));
          }
        }),
    }),
    [],
  );

  const clear = () => {
    pad.current?.clear();
    setSigned(false);
    onChange(false);
  };

  return (
    <FormControl error={!!error} required={required} fullWidth>
      <FormLabel id={`${id}-label`}>{translate('flotte.driver.proof.signature')}</FormLabel>
      <FormHelperText id={`${id}-hint`} error={false} sx={{ mx: 0 }}>
        {translate('flotte.driver.proof.signature_hint')}
      </FormHelperText>
      <Box
        component="canvas"
        ref={canvas}
        role="img"
        aria-label={translate('flotte.driver.proof.signature_pad')}
        aria-describedby={`${id}-hint${error ? ` ${id}-error` : ''}`}
        sx={{
          display: 'block',
          width: '100%',
          height: HEIGHT,
          mt: 1,
          border: 2,
          borderColor: error ? 'error.main' : 'divider',
          borderRadius: 1,
          bgcolor: '#fff',
          // Drawing must not scroll the page.
          touchAction: 'none',
        }}
      />
      {error ? (
        <FormHelperText id={`${id}-error`} sx={{ mx: 0 }}>
          {error}
        </FormHelperText>
      ) : null}
      <Button
        onClick={clear}
        disabled={!signed}
        size="large"
        sx={{ ...TOUCH, alignSelf: 'flex-start', mt: 1 }}
      >
        {translate('flotte.driver.proof.signature_clear')}
      </Button>
    </FormControl>
  );
};
