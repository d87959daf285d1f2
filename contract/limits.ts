// Sizes both sides agree on, without zod (their schemas in common.ts and position.ts): the
// driver's light entry reads them, and what its static imports reach is its first chunk
// (docs/first-screen.md).

/** Paging defaults: 10 a page from offset 0; the server caps a page at 100. */
export const DEFAULT_LIMIT = 10;
export const MAX_LIMIT = 100;

/** Positions in one batch the driver's screen sends (it sends what it gathered, oldest first). */
export const MAX_POSITIONS_PER_BATCH = 500;
