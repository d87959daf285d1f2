import { recordStatusChip } from '../common/StatusChip';

const COLOR = { active: 'success', invited: 'warning', disabled: 'default' } as const;

/** A staff member's status (active, invited: no password chosen yet, disabled) as a chip. */
export const StaffStatusField = recordStatusChip(COLOR, 'resources.staff.statuses');

export const staffStatusChoices = ['active', 'invited', 'disabled'].map((id) => ({
  id,
  name: `resources.staff.statuses.${id}`,
}));
