/**
 * Periodic jobs shared by every server on one database. Each server ticks on its own timer,
 * but runs a job only after claiming that tick in `job_runs` with one conditional update
 * (moving `next_run_at` forward), so one server runs each tick. A failed run is recorded
 * (`last_error`, `failures`) and retried after a back-off that doubles with each failure.
 *
 * A run may outlast the interval and overlap the next server's: jobs claim their own work in
 * rows (`for update skip locked`), so two runs at once never do the same work twice.
 */
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/db';

export interface PeriodicJob {
  /** The `job_runs` row: unique, stable across versions. */
  name: string;
  run: () => Promise<unknown>;
  /** Seconds between two runs of this job; default: the scheduler's interval (its tick). */
  intervalSeconds?: number;
}

export interface SchedulerOptions {
  /** Seconds between two ticks, and between two runs of a job without its own interval. */
  intervalSeconds: number;
  log: FastifyBaseLogger;
  /** The longest wait after failures, in seconds (default one hour, or the interval if longer). */
  maxBackoffSeconds?: number;
}

export class Scheduler {
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<unknown> | undefined;

  constructor(
    private readonly db: Db,
    private readonly jobs: readonly PeriodicJob[],
    private readonly options: SchedulerOptions,
  ) {}

  /** Ticks now, then every interval; the timer does not keep the process alive. */
  start(): void {
    if (this.timer) return;
    const tick = () => {
      // A tick still running (a long job) is not doubled by this server.
      if (this.running) return;
      this.running = this.tick()
        .catch((error: unknown) => this.options.log.error({ err: error }, 'job tick failed'))
        .finally(() => (this.running = undefined));
    };
    this.timer = setInterval(tick, this.options.intervalSeconds * 1000);
    this.timer.unref();
    tick();
  }

  /** Stops the timer and waits for a tick in flight (before the database closes). */
  async stop(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    this.timer = undefined;
    await this.running;
  }

  /** Claims and runs each due job; answers the names of the jobs this server ran. */
  async tick(): Promise<string[]> {
    const ran: string[] = [];
    for (const job of this.jobs) {
      try {
        if (!(await this.claim(job))) continue;
      } catch (error) {
        this.options.log.error({ err: error, job: job.name }, 'job claim failed');
        continue;
      }
      ran.push(job.name);
      await this.runClaimed(job);
    }
    return ran;
  }

  private intervalOf(job: PeriodicJob): number {
    return job.intervalSeconds ?? this.options.intervalSeconds;
  }

  /** True when this server took the tick: the row's next run moved forward by this update. */
  private async claim(job: PeriodicJob): Promise<boolean> {
    await this.db.query('insert into job_runs (name) values ($1) on conflict (name) do nothing', [
      job.name,
    ]);
    const rows = await this.db.query(
      `update job_runs set next_run_at = now() + make_interval(secs => $2),
         last_started_at = now()
       where name = $1 and next_run_at <= now() returning name`,
      [job.name, this.intervalOf(job)],
    );
    return rows.length > 0;
  }

  private async runClaimed(job: PeriodicJob): Promise<void> {
    try {
      const result = await job.run();
      await this.db.query(
        `update job_runs set last_finished_at = now(), last_error = null, failures = 0
         where name = $1`,
        [job.name],
      );
      this.options.log.debug({ job: job.name, result }, 'job done');
    } catch (error) {
      this.options.log.error({ err: error, job: job.name }, 'job failed');
      const message = error instanceof Error ? error.message : String(error);
      // Retries back off from the tick, not from the job's interval: a daily job that failed
      // is retried within the hour, not the next day.
      const tick = this.options.intervalSeconds;
      const maxBackoff = Math.max(this.options.maxBackoffSeconds ?? 3600, tick);
      await this.db
        .query(
          `update job_runs set last_finished_at = now(), last_error = $2,
             failures = failures + 1,
             next_run_at = now() + make_interval(secs => least($3 * power(2, failures + 1), $4))
           where name = $1`,
          [job.name, message.slice(0, 1000), tick, maxBackoff],
        )
        .catch((e: unknown) =>
          this.options.log.error({ err: e, job: job.name }, 'job not recorded'),
        );
    }
  }
}
