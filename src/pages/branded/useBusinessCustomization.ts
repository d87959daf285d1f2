import { useQuery } from '@tanstack/react-query';
import { useParams } from '../auth/router';
import { accountApi } from '../../providers/accountApi';

/**
 * The public branding of the business named by the route's `:slug`. A 404 is an answer (the
 * page says the business does not exist), so it is not retried.
 */
export function useBusinessCustomization() {
  const { slug = '' } = useParams<{ slug: string }>();
  const query = useQuery({
    queryKey: ['business-customization', slug],
    queryFn: () => accountApi.customization(slug),
    retry: (count, error) => (error as { status?: number }).status !== 404 && count < 1,
    staleTime: 5 * 60 * 1000,
  });
  return { slug, ...query };
}
