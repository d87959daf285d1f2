import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PRELOAD_DELAY, preloadLater } from '../../src/pages/driver/preloadLater';

/**
 * The driver's dialogs load after the screen's start (src/pages/driver/preloadLater.ts, issue 32):
 * a few seconds after the page's load, or at the driver's first touch or key, one per idle moment
 * and each after the previous one settled, a failed one not stopping the rest.
 */
describe("the driver's dialogs' preload", () => {
  beforeEach(() => {
    vi.useFakeTimers();
    // jsdom has loaded its document: `load` has passed.
    expect(document.readyState).toBe('complete');
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  const steps = () => {
    const done: string[] = [];
    const step = (name: string, fail = false) =>
      vi.fn(() => {
        done.push(name);
        return fail ? Promise.reject(new Error('offline')) : Promise.resolve();
      });
    return { done, list: [step('fail'), step('skip', true), step('proof')] };
  };

  it('loads nothing at the start, then each part in turn once the delay has passed', async () => {
    const { done, list } = steps();
    const stop = preloadLater(list);
    await vi.advanceTimersByTimeAsync(PRELOAD_DELAY - 1);
    expect(done).toEqual([]);
    // The first in its idle moment, the next once it settled: never all in one task.
    await vi.advanceTimersByTimeAsync(1);
    expect(done).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    expect(done).toEqual(['fail']);
    await vi.advanceTimersByTimeAsync(10);
    // The second failed (offline): the third still loads.
    expect(done).toEqual(['fail', 'skip', 'proof']);
    stop();
  });

  it('starts at the first touch, before the delay', async () => {
    const { done, list } = steps();
    const stop = preloadLater(list);
    window.dispatchEvent(new Event('pointerdown'));
    await vi.advanceTimersByTimeAsync(10);
    expect(done).toEqual(['fail', 'skip', 'proof']);
    // Once: a later key and the delay load nothing again.
    window.dispatchEvent(new Event('keydown'));
    await vi.advanceTimersByTimeAsync(PRELOAD_DELAY);
    expect(list.map((step) => step.mock.calls.length)).toEqual([1, 1, 1]);
    stop();
  });

  it('loads nothing once stopped (the screen left)', async () => {
    const { done, list } = steps();
    preloadLater(list)();
    window.dispatchEvent(new Event('pointerdown'));
    await vi.advanceTimersByTimeAsync(PRELOAD_DELAY * 2);
    expect(done).toEqual([]);
  });
});
