// A delivery's names without zod (their schemas in dispatch.ts and payouts.ts): the driver's
// light entry lists them, and what its static imports reach is its first chunk
// (docs/first-screen.md), as role-names.ts is for the roles.

/** Why a delivery attempt failed; `other` needs a note. */
export const FAILURE_REASONS = ['absent', 'refused', 'wrong_address', 'damaged', 'other'] as const;

/** What a delivery may have to carry (a business's `proof_required`, any of them). */
export const PROOF_KINDS = ['photo', 'signature', 'name', 'code'] as const;

/** A dispatch's steps, in the order a delivery takes them. */
export const DISPATCH_STEPS = [
  'arrived_pickup',
  'picked_up',
  'arrived',
  'delivered',
  'failed',
] as const;

/** Cash on delivery: how the recipient paid what the driver collected. */
export const COD_METHODS = ['cash', 'card'] as const;
