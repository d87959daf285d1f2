import { useGetList } from 'react-admin';
import type { Subscription } from '../../../../contract/subscription';

/**
 * A page of the business's subscriptions (GET /business/subscriptions), newest first with the
 * live one, if any, first: the page, the dashboard panel and the history share the first page.
 */
export const useSubscriptions = (page = 1, perPage = 10) =>
  useGetList<Subscription>('subscriptions', { pagination: { page, perPage } });
