/**
 * The shape every catalog must have. French is the reference: `Messages` is derived from it
 * and English must satisfy it, so a key missing from either fails the type check.
 */
type Widen<T> = { [K in keyof T]: T[K] extends string ? string : Widen<T[K]> };
export type MessagesOf<T> = Widen<T>;
