import { z } from 'zod';

/**
 * An asset owner's own settings (`GET/PATCH /owner-settings`, docs/rounds.md "Auto-dispatch"):
 * whether his assets take new requests by themselves, off by default.
 */
export const ownerSettings = z.object({
  /**
   * His assets placed by auto-dispatch: a new request of a business that has it on goes into
   * his best live round of today, else onto his nearest compliant free asset.
   */
  auto_dispatch: z.boolean(),
});
export type OwnerSettings = z.infer<typeof ownerSettings>;

/** PATCH /owner-settings: the fields sent, nothing else. */
export const ownerSettingsWrite = ownerSettings.partial().strict();
export type OwnerSettingsWrite = z.infer<typeof ownerSettingsWrite>;
