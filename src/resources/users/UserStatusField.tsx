import { recordStatusChip } from '../common/StatusChip';

const COLOR = { active: 'success', unverified: 'warning', disabled: 'default' } as const;

/** A user's status as a translated chip. */
export const UserStatusField = recordStatusChip(COLOR, 'resources.users.status');

export const roleChoices = ['superadmin', 'in_house_manager', 'business', 'b2b', 'asset_owner'].map(
  (id) => ({ id, name: `resources.users.roles.${id}` }),
);

export const statusChoices = ['active', 'unverified', 'disabled'].map((id) => ({
  id,
  name: `resources.users.status.${id}`,
}));
