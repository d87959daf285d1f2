import { useState } from 'react';
import { useNotify } from './notifications';
import { codeFormErrors, messageOf } from './validators';

/**
 * The submit of a form that sends a mailed code: `loading` while `action` runs; a refusal is
 * notified and answered as the form's field errors (a wrong code on the code field).
 */
export function useCodeFormSubmit(action: (values: Record<string, unknown>) => Promise<void>) {
  const notify = useNotify();
  const [loading, setLoading] = useState(false);
  const submit = async (values: Record<string, unknown>) => {
    setLoading(true);
    try {
      await action(values);
      return undefined;
    } catch (error) {
      notify(messageOf(error), { type: 'error' });
      return codeFormErrors(error);
    } finally {
      setLoading(false);
    }
  };
  return { loading, submit };
}
