/** The periodic jobs of a test's app (server/jobs/index.ts), found by name. */
import { periodicJobs, type JobDeps } from '../../server/jobs';
import type { TestApp } from './helpers';

/** Job `name` as the app's configuration (and `deps`, e.g. a retention) would run it. */
export const jobNamed = (t: TestApp, name: string, deps: Partial<JobDeps> = {}) =>
  periodicJobs({
    db: t.db,
    mailer: t.app.mailer,
    policy: {
      freeMaxAssets: t.config.freeMaxAssets,
      freeMaxUsers: t.config.freeMaxUsers,
      defaultCommissionRate: t.config.defaultCommissionRate,
    },
    ...deps,
  }).find((j) => j.name === name);
