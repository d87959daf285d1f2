/**
 * A person's account disabled or enabled again (ToggleDisabledConfirm, useToggleDisabled): the
 * same words for the staff and the drivers. Spread into their resources in fr/business-staff.ts
 * and fr/driver-admin.ts, which add what disabling ends (`disable_content`, `enable_content`);
 * en/account-toggle.ts mirrors it.
 */
export const accountToggleFr = {
  disable: 'Désactiver',
  enable: 'Réactiver',
  keep_active: 'Laisser le compte actif',
  keep_disabled: 'Laisser le compte désactivé',
  disable_label: 'Désactiver %{name}',
  enable_label: 'Réactiver %{name}',
  disable_title: 'Désactiver %{name} ?',
  enable_title: 'Réactiver %{name} ?',
  disabled_done: '%{name} est désactivé.',
  enabled_done: '%{name} est réactivé.',
};
