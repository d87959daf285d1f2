// The part of autocannon's API the PostgreSQL benchmark uses (the package ships no types).
declare module 'autocannon' {
  import type { EventEmitter } from 'node:events';

  interface Options {
    url: string;
    connections?: number;
    /** Seconds. */
    duration?: number;
    /** Seconds to wait for one response. */
    timeout?: number;
    headers?: Record<string, string>;
  }

  interface Result {
    /** Seconds the run took. */
    duration: number;
    errors: number;
    timeouts: number;
    non2xx: number;
  }

  interface Instance extends EventEmitter, PromiseLike<Result> {
    stop(): void;
    on(
      event: 'response',
      listener: (client: unknown, statusCode: number, bytes: number, ms: number) => void,
    ): this;
  }

  function autocannon(options: Options): Instance;
  export default autocannon;
}
