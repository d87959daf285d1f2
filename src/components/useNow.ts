import { useEffect, useState } from 'react';

/**
 * Now, in milliseconds, renewed every `everyMs`: relative times ("il y a 2 minutes") stay true
 * on screen between two reads. React only, so that the light public pages may use it too.
 */
export function useNow(everyMs = 30_000): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), everyMs);
    return () => clearInterval(timer);
  }, [everyMs]);
  return now;
}
