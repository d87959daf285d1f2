import type { ApiFailure, PositionFix, StepBody } from './types';

/**
 * The driver's outbox (docs/drivers.md, "The driver's screen"): every step and every batch of
 * positions goes in here first, and leaves it strictly in order, oldest first, once the API has
 * it. Pure: no React, no IndexedDB, no HTTP; the storage and the transport are given, so the
 * rules are tested as they are (tests/unit/driver-outbox.test.ts).
 *
 * - A network failure (no answer) stops the run and keeps the item at the head: it is sent
 *   again on the next run (the `online` event, the screen opening, a timer), before anything
 *   queued after it.
 * - A step answered 409 is done: its id was already applied (the server answers a step id once,
 *   docs/drivers.md), or the dispatch has moved on without it; either way resending it can
 *   change nothing, and what follows must not wait behind it.
 * - 401 (the session), 408, 429 and 5xx stop the run too, keeping the item; other refusals
 *   (400, 403, 404, 413, 415, 422) will not change by asking again: the item leaves the outbox
 *   as rejected, and the screen tells the driver about a rejected step.
 * - A step's photo and signature are uploaded first; each stored address replaces its file in
 *   the kept item, so a retry never uploads a file twice.
 * - Consecutive batches of positions of one dispatch at the head go as one request (up to
 *   `maxBatch`, the API's 500).
 */

/** A step to send, with the proof's files not uploaded yet. */
export interface StepItem {
  kind: 'step';
  /** The step's own id (`body.id`). */
  id: string;
  dispatchId: string;
  body: StepBody;
  files?: Partial<Record<ProofFileKind, Blob>>;
}

/** Positions read while a dispatch was on its way, oldest first. */
export interface PositionsItem {
  kind: 'positions';
  id: string;
  dispatchId: string;
  positions: PositionFix[];
}

export type OutboxItem = StepItem | PositionsItem;
export type ProofFileKind = 'photo' | 'signature';

/** Where the outbox is kept: IndexedDB on the phone (outboxStore.ts), memory in tests. */
export interface OutboxStorage {
  read(): Promise<OutboxItem[]>;
  /** Replaces the items by `change(items)`, atomically, and answers the new items. */
  update(change: (items: OutboxItem[]) => OutboxItem[]): Promise<OutboxItem[]>;
}

/** The API calls; each failure is thrown with its `status` (0: no answer) and `code`. */
export interface OutboxTransport {
  sendStep(dispatchId: string, body: StepBody): Promise<unknown>;
  sendPositions(dispatchId: string, positions: PositionFix[]): Promise<unknown>;
  /** POST /upload: the stored file's address. */
  upload(file: Blob, kind: ProofFileKind): Promise<string>;
}

/** Why a run stopped with items left: no network, the API unavailable, or the session gone. */
export type StopReason = 'offline' | 'unavailable' | 'session';

export type Outcome =
  | { result: 'sent'; answer?: unknown; conflict?: boolean }
  | { result: 'rejected'; failure: ApiFailure }
  | { result: 'queued'; reason: StopReason };

export interface Rejection {
  item: StepItem;
  failure: ApiFailure;
}

export interface FlushReport {
  sent: OutboxItem[];
  rejected: Array<{ item: OutboxItem; failure: ApiFailure }>;
  /** Set when the run stopped with items left. */
  stopped: StopReason | null;
}

export interface OutboxState {
  items: OutboxItem[];
  flushing: boolean;
  /** Why the last run stopped, until a run empties the outbox. */
  stopped: StopReason | null;
  /** Rejected steps nobody was waiting for: the screen tells the driver, who dismisses them. */
  rejected: Rejection[];
}

export interface OutboxOptions {
  /** Called for each item the API took, with its answer (a step's: the dispatch as now). */
  onSent?: (item: OutboxItem, answer: unknown) => void;
  /** The most positions in one request (the API takes 1 to 500). */
  maxBatch?: number;
  /** The most positions kept waiting: past it, the oldest batches are dropped (never steps). */
  maxQueuedPositions?: number;
}

export const MAX_BATCH = 500;
export const MAX_QUEUED_POSITIONS = 20_000;

/** Reads the status, code and field details of anything thrown by a transport. */
export function failureOf(error: unknown): ApiFailure {
  if (error && typeof error === 'object') {
    const e = error as { status?: unknown; code?: unknown; details?: unknown };
    const status = typeof e.status === 'number' ? e.status : 0;
    const code = typeof e.code === 'string' ? e.code : status === 0 ? 'network' : 'internal';
    const details = Array.isArray(e.details) ? (e.details as ApiFailure['details']) : undefined;
    return details ? { status, code, details } : { status, code };
  }
  return { status: 0, code: 'network' };
}

type Verdict = { done: true; conflict: boolean } | { done: false; stop: StopReason } | 'reject';

/** What a failure means for the item at the head (see the module's comment). */
export function verdictOf(item: OutboxItem, failure: ApiFailure): Verdict {
  const { status } = failure;
  if (status === 0) return { done: false, stop: 'offline' };
  if (status === 409 && item.kind === 'step') return { done: true, conflict: true };
  if (status === 401) return { done: false, stop: 'session' };
  if (status === 408 || status === 429 || status >= 500)
    return { done: false, stop: 'unavailable' };
  return 'reject';
}

/** A v4 uuid: `crypto.randomUUID` where the page is a secure context, random bytes otherwise. */
export function newId(): string {
  const c = globalThis.crypto;
  if (typeof c?.randomUUID === 'function') return c.randomUUID();
  const bytes = new Uint8Array(16);
  c.getRandomValues(bytes);
  bytes[6] = (bytes[6]! & 0x0f) | 0x40;
  bytes[8] = (bytes[8]! & 0x3f) | 0x80;
  const hex = Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/** The steps waiting, in order (what the screen counts and shows as already taken). */
export const pendingSteps = (items: OutboxItem[]): StepItem[] =>
  items.filter((i): i is StepItem => i.kind === 'step');

/** Drops the oldest batches of positions while more than `max` positions wait. */
function capPositions(items: OutboxItem[], max: number): OutboxItem[] {
  let total = items.reduce((n, i) => n + (i.kind === 'positions' ? i.positions.length : 0), 0);
  if (total <= max) return items;
  return items.filter((i) => {
    if (i.kind !== 'positions' || total <= max) return true;
    total -= i.positions.length;
    return false;
  });
}

export class Outbox {
  private current: OutboxState = { items: [], flushing: false, stopped: null, rejected: [] };
  private listeners = new Set<(state: OutboxState) => void>();
  private running: Promise<FlushReport> | null = null;
  private again = false;
  /** Items whose outcome a caller awaits (submit): their rejection is the caller's to show. */
  private awaited = new Set<string>();
  private outcomes = new Map<string, Outcome>();
  private readonly maxBatch: number;
  private readonly maxQueuedPositions: number;

  constructor(
    private readonly storage: OutboxStorage,
    private readonly transport: OutboxTransport,
    private readonly options: OutboxOptions = {},
  ) {
    this.maxBatch = options.maxBatch ?? MAX_BATCH;
    this.maxQueuedPositions = options.maxQueuedPositions ?? MAX_QUEUED_POSITIONS;
  }

  get state(): OutboxState {
    return this.current;
  }

  subscribe(listener: (state: OutboxState) => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  private set(partial: Partial<OutboxState>) {
    this.current = { ...this.current, ...partial };
    for (const listener of this.listeners) listener(this.current);
  }

  /** Reads what the storage kept (items left by an earlier visit). */
  async load(): Promise<OutboxItem[]> {
    const items = await this.storage.read();
    this.set({ items });
    return items;
  }

  async enqueue(item: OutboxItem): Promise<void> {
    const items = await this.storage.update((items) =>
      capPositions([...items.filter((i) => i.id !== item.id), item], this.maxQueuedPositions),
    );
    this.set({ items });
  }

  /** Forgets a rejected step the driver has read. */
  dismiss(id: string): void {
    this.set({ rejected: this.current.rejected.filter((r) => r.item.id !== id) });
  }

  /**
   * Sends what waits, in order, until the outbox is empty or a failure stops the run. A call
   * while a run is under way joins it (and makes it go round once more for what came since).
   */
  flush(): Promise<FlushReport> {
    if (this.running) {
      this.again = true;
      return this.running;
    }
    const report: FlushReport = { sent: [], rejected: [], stopped: null };
    this.set({ flushing: true });
    this.running = (async () => {
      try {
        do {
          this.again = false;
          report.stopped = await this.run(report);
        } while (this.again && !report.stopped);
      } finally {
        this.running = null;
        this.set({ flushing: false, stopped: report.stopped });
      }
      return report;
    })();
    return this.running;
  }

  /**
   * Queues `item` and sends what waits: the item's own outcome, `queued` when it stays in the
   * outbox (offline, the API unavailable). A rejection is the caller's to show (a proof sheet
   * shows it field by field), not the screen's list of rejected steps.
   */
  async submit(item: OutboxItem): Promise<Outcome> {
    this.awaited.add(item.id);
    try {
      await this.enqueue(item);
      const report = await this.flush();
      const outcome = this.outcomes.get(item.id);
      if (outcome) return outcome;
      // Joined a run that ended before reaching it: once more.
      if (!report.stopped) await this.flush();
      return (
        this.outcomes.get(item.id) ?? {
          result: 'queued',
          reason: this.current.stopped ?? 'unavailable',
        }
      );
    } finally {
      this.awaited.delete(item.id);
      this.outcomes.delete(item.id);
    }
  }

  private settle(item: OutboxItem, outcome: Outcome) {
    if (this.awaited.has(item.id)) this.outcomes.set(item.id, outcome);
  }

  private async remove(ids: Set<string>) {
    const items = await this.storage.update((items) => items.filter((i) => !ids.has(i.id)));
    this.set({ items });
  }

  /** One pass over the outbox; answers why it stopped, or null once it is empty. */
  private async run(report: FlushReport): Promise<StopReason | null> {
    for (;;) {
      const items = await this.storage.read();
      this.set({ items });
      const head = items[0];
      if (!head) return null;
      const batch = head.kind === 'positions' ? this.batchAt(items) : [head];
      let answer: unknown;
      try {
        answer = await this.send(head, batch);
      } catch (error) {
        const failure = failureOf(error);
        const verdict = verdictOf(head, failure);
        if (verdict === 'reject') {
          await this.remove(new Set(batch.map((i) => i.id)));
          for (const item of batch) report.rejected.push({ item, failure });
          this.settle(head, { result: 'rejected', failure });
          if (head.kind === 'step' && !this.awaited.has(head.id)) {
            this.set({ rejected: [...this.current.rejected, { item: head, failure }] });
          }
          continue;
        }
        if (!verdict.done) {
          this.settle(head, { result: 'queued', reason: verdict.stop });
          return verdict.stop;
        }
        this.settle(head, { result: 'sent', conflict: true });
        await this.remove(new Set([head.id]));
        report.sent.push(head);
        this.options.onSent?.(head, undefined);
        continue;
      }
      await this.remove(new Set(batch.map((i) => i.id)));
      for (const item of batch) {
        report.sent.push(item);
        this.settle(item, { result: 'sent', answer });
        this.options.onSent?.(item, answer);
      }
    }
  }

  /** The head's batch: the consecutive positions of its dispatch, up to maxBatch positions. */
  private batchAt(items: OutboxItem[]): PositionsItem[] {
    const batch: PositionsItem[] = [];
    let count = 0;
    for (const item of items) {
      if (item.kind !== 'positions' || item.dispatchId !== items[0]?.dispatchId) break;
      if (batch.length > 0 && count + item.positions.length > this.maxBatch) break;
      batch.push(item);
      count += item.positions.length;
    }
    return batch;
  }

  private async send(head: OutboxItem, batch: OutboxItem[]): Promise<unknown> {
    if (head.kind === 'positions') {
      const positions = (batch as PositionsItem[]).flatMap((i) => i.positions);
      return this.transport.sendPositions(head.dispatchId, positions.slice(-this.maxBatch));
    }
    const body = await this.uploadFiles(head);
    return this.transport.sendStep(head.dispatchId, body);
  }

  /** Uploads the step's files one by one, keeping each address as soon as it is known. */
  private async uploadFiles(item: StepItem): Promise<StepBody> {
    let body = item.body;
    for (const kind of ['photo', 'signature'] as const) {
      const file = item.files?.[kind];
      if (!file) continue;
      let url: string;
      try {
        url = await this.transport.upload(file, kind);
      } catch (error) {
        const failure = failureOf(error);
        // A file the store refuses (too large, not an image) is the proof field's error.
        throw failure.status >= 400 && failure.status < 500 && failure.status !== 401
          ? { ...failure, details: [{ path: `proof.${kind}`, message: failure.code }] }
          : failure;
      }
      body = { ...body, proof: { ...body.proof, [kind]: url } };
      const kept = { ...body };
      await this.storage.update((items) =>
        items.map((i) => {
          if (i.id !== item.id || i.kind !== 'step') return i;
          const files = { ...i.files };
          delete files[kind];
          return { ...i, body: kept, files };
        }),
      );
    }
    return body;
  }
}
