import { useLocation } from './router';

/** A query parameter of the current route (`/verify?email=...`). */
export function useSearchParam(name: string): string {
  const { search } = useLocation();
  return new URLSearchParams(search).get(name) ?? '';
}
