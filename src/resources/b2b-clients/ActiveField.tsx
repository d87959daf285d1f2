import { activeChip } from '../common/StatusChip';

/** A B2B client's state: active, or not (waiting or suspended). */
export const ActiveField = activeChip({
  active: 'resources.b2b-clients.active',
  inactive: 'resources.b2b-clients.inactive',
});
