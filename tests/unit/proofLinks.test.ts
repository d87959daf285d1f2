import { describe, expect, it } from 'vitest';
import type { PublicTracking } from '../../contract/tracking';
import { PROOF_LINK_MARGIN_MS, proofLinksRefreshMs } from '../../src/pages/tracking/proofLinks';

const NOW = Date.UTC(2026, 10, 29, 2, 0, 0);
const link = (minutes: number) =>
  `/api/uploads/a.png?expires=${NOW / 1000 + minutes * 60}&signature=${'0'.repeat(64)}`;
const tracking = (proof: Partial<NonNullable<PublicTracking['proof']>> | null) =>
  ({
    proof: proof && { kinds: [], photo: null, signature: null, name: null, ...proof },
  }) as PublicTracking;

describe('proofLinksRefreshMs (a delivered page left open keeps working proof links)', () => {
  it('reads the proof again a minute before its first link expires', () => {
    const ms = proofLinksRefreshMs(tracking({ photo: link(15), signature: link(10) }), NOW);
    expect(ms).toBe(10 * 60_000 - PROOF_LINK_MARGIN_MS);
  });

  it('never sooner than 30 s, even for a link about to expire', () => {
    expect(proofLinksRefreshMs(tracking({ photo: link(0.5) }), NOW)).toBe(30_000);
  });

  it('does not read again a page without proof links', () => {
    expect(proofLinksRefreshMs(tracking(null), NOW)).toBe(false);
    expect(proofLinksRefreshMs(tracking({ photo: null }), NOW)).toBe(false);
  });
});
