import { useCallback, useEffect, useRef, useState } from 'react';

/**
 * Whether an element has come near the screen (once true, stays true): a heavy part (a map and
 * its library) mounts only then. Without IntersectionObserver (an old browser, jsdom) it is on
 * screen at once. Answers the ref to put on the element, and the flag.
 */
export function useOnScreen<T extends Element>(
  margin = '200px',
): [(node: T | null) => void, boolean] {
  const [seen, setSeen] = useState(() => typeof IntersectionObserver === 'undefined');
  const observer = useRef<IntersectionObserver>(undefined);
  useEffect(() => () => observer.current?.disconnect(), []);
  const ref = useCallback(
    (node: T | null) => {
      observer.current?.disconnect();
      if (!node || seen) return;
      observer.current = new IntersectionObserver(
        (entries) => {
          if (!entries.some((e) => e.isIntersecting)) return;
          observer.current?.disconnect();
          setSeen(true);
        },
        { rootMargin: margin },
      );
      observer.current.observe(node);
    },
    [margin, seen],
  );
  return [ref, seen];
}
