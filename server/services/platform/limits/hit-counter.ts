/**
 * The general API limit's counter (plugins/rate-limit.ts): requests per key in a fixed window
 * that opens with the key's first request, shared by every server.
 */
export interface HitCounter {
  /**
   * Counts `n` requests of `key` (already hashed; default one); answers the shared count and the
   * window's rest.
   */
  hit(key: string, windowMs: number, n?: number): Promise<{ hits: number; ttlMs: number }>;
}
