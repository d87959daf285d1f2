import { useQuery } from '@tanstack/react-query';
import { accountApi } from '../../providers/accountApi';
import { useParams } from '../auth/router';

/**
 * The tracking of the route's `:token`. A 404 (unknown or expired link) and a 429 are answers,
 * not retried; anything else is retried once.
 */
export function useTracking() {
  const { token = '' } = useParams<{ token: string }>();
  return useQuery({
    queryKey: ['tracking', token],
    queryFn: () => accountApi.tracking(token),
    retry: (count, error) => {
      const status = (error as { status?: number }).status;
      return status !== 404 && status !== 429 && count < 1;
    },
  });
}
