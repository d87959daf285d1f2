import type { trackingFr } from '../fr/tracking';
import type { MessagesOf } from '../schema';

export const trackingEn = {
  title: 'Tracking your delivery',
  reference: 'Delivery %{reference}',
  from: 'From %{name}',
  loading: 'Loading the tracking…',
  unknown_title: 'Unknown or expired link',
  unknown_text:
    'This tracking link matches no delivery, or the delivery ended more than 30 days ago. Check the link you received or contact the sender.',
  error_title: 'The tracking could not load',
  error_text: 'Try again in a moment.',
  retry: 'Try again',
  status_heading: 'Where is it?',
  details_heading: 'Details',
  pickup: 'Pickup address',
  dropoff: 'Delivery address',
  scheduled: 'Scheduled for',
  not_scheduled: 'As soon as possible',
  status: {
    pending: 'Pending',
    assigned: 'Assigned',
    in_transit: 'In transit',
    delivered: 'Delivered',
    failed: 'Not delivered: a new attempt will be arranged',
    cancelled: 'Cancelled',
  },
  step: {
    created: 'Request received',
    assigned: 'Carrier assigned',
    in_transit: 'Picked up, on its way',
    delivered: 'Delivered',
  },
  step_pending: 'To come',
  cancelled_text: 'This delivery was cancelled on %{at}.',
  powered_by: 'Tracking by Flotte',
} satisfies MessagesOf<typeof trackingFr>;
