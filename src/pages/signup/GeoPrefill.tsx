import { useEffect } from 'react';
import { useFormContext } from 'react-hook-form';
import { guessLocation } from '../../providers/geolocation';
import { CURRENCIES } from '../../resources/common/currencies';

/**
 * Inside a sign-up form: pre-fills country, phone prefix and currency from the visitor's IP
 * address, only into fields the user has left empty and untouched. Renders nothing; a failed
 * guess changes nothing.
 */
export const GeoPrefill = ({ currency = false }: { currency?: boolean }) => {
  const { getValues, setValue, getFieldState } = useFormContext();
  useEffect(() => {
    let live = true;
    void guessLocation().then((guess) => {
      if (!live) return;
      const fill = (field: string, value: string | undefined) => {
        if (!value || getValues(field) || getFieldState(field).isDirty) return;
        setValue(field, value, { shouldDirty: false });
      };
      fill('country', guess.country);
      fill('phone', guess.callingCode ? `${guess.callingCode} ` : undefined);
      if (currency && (CURRENCIES as readonly string[]).includes(guess.currency ?? '')) {
        fill('currency', guess.currency);
      }
    });
    return () => {
      live = false;
    };
  }, [getValues, setValue, getFieldState, currency]);
  return null;
};
