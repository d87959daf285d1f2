import { defineConfig } from 'vitest/config';
import { BaseSequencer, type TestSpecification } from 'vitest/node';

/**
 * The accessibility walks first: they are the longest files (100-270 s each) and the smallest,
 * so vitest's order on a clean clone (larger files first, having no durations yet) ran them
 * last, where the last walk to start kept one core busy after the other had nothing left.
 */
class WalksFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files);
    const walk = (file: TestSpecification) => file.moduleId.includes('/tests/e2e/accessibility/');
    return [...sorted.filter(walk), ...sorted.filter((file) => !walk(file))];
  }
}

// The browser tests: each file starts its own server (and embedded database) and its own
// Chromium, so two files run side by side (one per core of a 2-core machine: about 30 % off
// the run's time). The live-status test bounds its wait to 2 s on purpose: it runs afterwards,
// alone, so that a neighbour's load cannot make it miss.
export default defineConfig({
  test: {
    environment: 'node',
    testTimeout: 120000,
    hookTimeout: 300000,
    maxWorkers: 2,
    // A page may take more than expect.poll's default second on a busy 2-core machine; a test
    // that bounds a wait on purpose (live status: 2 s) gives its own timeout.
    expect: { poll: { timeout: 10000 } },
    sequence: { sequencer: WalksFirst },
    projects: [
      {
        extends: true,
        test: {
          name: 'e2e',
          include: ['tests/e2e/**/*.test.ts'],
          exclude: ['tests/e2e/live.test.ts'],
          // The servers' first starts, made once per run and copied (harness.ts).
          globalSetup: ['tests/e2e/first-start-templates.ts'],
          sequence: { groupOrder: 0 },
        },
      },
      {
        extends: true,
        test: {
          name: 'e2e-alone',
          include: ['tests/e2e/live.test.ts'],
          fileParallelism: false,
          sequence: { groupOrder: 1 },
        },
      },
    ],
  },
});
