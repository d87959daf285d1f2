const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Ids reach SQL as uuids only: anything else cannot name a row (404, not a cast error). */
export const isUuid = (value: string) => UUID.test(value);

/** `%text%` for ILIKE, with the user's own `%`, `_` and `\` matched literally. */
export const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, '\\$&')}%`;
