import { describe, expect, it } from 'vitest';
import {
  Outbox,
  failureOf,
  newId,
  pendingSteps,
  type OutboxItem,
  type OutboxStorage,
  type OutboxTransport,
  type PositionsItem,
  type StepItem,
} from '../../src/providers/driver/outbox';
import type { PositionFix, StepName } from '../../src/providers/driver/types';

/** The outbox's storage in memory (IndexedDB on the phone). */
function memoryStorage(initial: OutboxItem[] = []) {
  let items = initial;
  const storage: OutboxStorage & { readonly items: OutboxItem[] } = {
    read: async () => items,
    update: async (change) => (items = change(items)),
    get items() {
      return items;
    },
  };
  return storage;
}

type Call =
  | { kind: 'step'; dispatchId: string; id: string; step: StepName; at: string; proof?: unknown }
  | { kind: 'positions'; dispatchId: string; count: number; first: string }
  | { kind: 'upload'; what: string };

/** A thrown failure as the transport throws it: status (0 = no answer) and code. */
const fail = (status: number, code: string, details?: Array<{ path: string; message: string }>) =>
  Object.assign(new Error(code), { status, code, ...(details ? { details } : {}) });

/**
 * The API: records every call in order; `answer` decides each one (undefined: accepted).
 * A step id the "server" has applied is answered as applied again (idempotent by id).
 */
function fakeApi(answer: (call: Call) => Error | undefined = () => undefined) {
  const calls: Call[] = [];
  const applied = new Set<string>();
  let uploads = 0;
  const transport: OutboxTransport = {
    async sendStep(dispatchId, body) {
      const call: Call = { kind: 'step', dispatchId, id: body.id, step: body.step, at: body.at };
      if (body.proof) call.proof = body.proof;
      calls.push(call);
      const error = answer(call);
      if (error) throw error;
      applied.add(body.id);
      return { id: dispatchId, status: 'in_transit' };
    },
    async sendPositions(dispatchId, positions) {
      const call: Call = {
        kind: 'positions',
        dispatchId,
        count: positions.length,
        first: positions[0]!.at,
      };
      calls.push(call);
      const error = answer(call);
      if (error) throw error;
      return { accepted: positions.length, flagged: 0 };
    },
    async upload(_file, kind) {
      const call: Call = { kind: 'upload', what: kind };
      calls.push(call);
      const error = answer(call);
      if (error) throw error;
      uploads += 1;
      return `/api/uploads/00000000-0000-4000-8000-00000000000${uploads}.png`;
    },
  };
  return { calls, applied, transport };
}

let clock = Date.parse('2026-11-26T09:00:00Z');
const tick = () => new Date((clock += 1000)).toISOString();

const step = (dispatchId: string, name: StepName, extra: Partial<StepItem> = {}): StepItem => {
  const id = newId();
  return { kind: 'step', id, dispatchId, body: { id, step: name, at: tick() }, ...extra };
};

const fixes = (n: number): PositionFix[] =>
  Array.from({ length: n }, () => ({ at: tick(), lat: 48.85, lng: 2.35 }));

const positions = (dispatchId: string, n = 2): PositionsItem => ({
  kind: 'positions',
  id: newId(),
  dispatchId,
  positions: fixes(n),
});

const summary = (calls: Call[]) =>
  calls.map((c) =>
    c.kind === 'step'
      ? `${c.dispatchId}:${c.step}`
      : c.kind === 'positions'
        ? `${c.dispatchId}:positions×${c.count}`
        : `upload:${c.what}`,
  );

describe('the driver’s outbox', () => {
  it('sends steps and positions strictly in the order they were queued', async () => {
    const storage = memoryStorage();
    const api = fakeApi();
    const outbox = new Outbox(storage, api.transport);
    await outbox.enqueue(step('d1', 'arrived_pickup'));
    await outbox.enqueue(positions('d1'));
    await outbox.enqueue(step('d1', 'picked_up'));
    await outbox.enqueue(positions('d2'));
    await outbox.enqueue(step('d2', 'failed'));

    const report = await outbox.flush();

    expect(summary(api.calls)).toEqual([
      'd1:arrived_pickup',
      'd1:positions×2',
      'd1:picked_up',
      'd2:positions×2',
      'd2:failed',
    ]);
    expect(report).toMatchObject({ stopped: null, rejected: [] });
    expect(report.sent).toHaveLength(5);
    expect(storage.items).toEqual([]);
    expect(outbox.state).toMatchObject({ items: [], flushing: false, stopped: null });
  });

  it('sends consecutive batches of one dispatch as one request, at most 500 positions', async () => {
    const api = fakeApi();
    const outbox = new Outbox(memoryStorage(), api.transport, { maxBatch: 5 });
    await outbox.enqueue(positions('d1', 2));
    await outbox.enqueue(positions('d1', 2));
    await outbox.enqueue(positions('d1', 2)); // 6 > 5: the next request
    await outbox.enqueue(positions('d2', 1));
    await outbox.enqueue(step('d1', 'arrived'));
    await outbox.enqueue(positions('d1', 1));

    await outbox.flush();

    expect(summary(api.calls)).toEqual([
      'd1:positions×4',
      'd1:positions×2',
      'd2:positions×1',
      'd1:arrived',
      'd1:positions×1',
    ]);
    // Oldest first within a batch.
    const first = api.calls[0] as Extract<Call, { kind: 'positions' }>;
    const second = api.calls[1] as Extract<Call, { kind: 'positions' }>;
    expect(first.first < second.first).toBe(true);
  });

  it('stops at a network error, keeps everything in order, and sends it all on the next run', async () => {
    const storage = memoryStorage();
    let offline = true;
    const api = fakeApi((call) =>
      offline && call.kind === 'step' && call.step === 'picked_up' ? fail(0, 'network') : undefined,
    );
    const outbox = new Outbox(storage, api.transport);
    const arrived = step('d1', 'arrived_pickup');
    const picked = step('d1', 'picked_up');
    const later = positions('d1');
    const arrivedThere = step('d1', 'arrived');
    for (const item of [arrived, picked, later, arrivedThere]) await outbox.enqueue(item);

    const first = await outbox.flush();

    expect(first.stopped).toBe('offline');
    expect(summary(api.calls)).toEqual(['d1:arrived_pickup', 'd1:picked_up']);
    // Nothing queued after the failed step went ahead of it.
    expect(storage.items.map((i) => i.id)).toEqual([picked.id, later.id, arrivedThere.id]);
    expect(outbox.state.stopped).toBe('offline');
    expect(pendingSteps(outbox.state.items).map((s) => s.body.step)).toEqual([
      'picked_up',
      'arrived',
    ]);

    offline = false;
    api.calls.length = 0;
    const second = await outbox.flush();

    expect(second.stopped).toBeNull();
    expect(summary(api.calls)).toEqual(['d1:picked_up', 'd1:positions×2', 'd1:arrived']);
    // The same step, unchanged: its id and the time the driver took it.
    expect(api.calls[0]).toMatchObject({ id: picked.id, at: picked.body.at });
    expect(storage.items).toEqual([]);
    expect(outbox.state.stopped).toBeNull();
  });

  it('treats a step answered 409 as sent (its id already applied) and goes on', async () => {
    const storage = memoryStorage();
    // Applied by the server on an earlier try whose answer the phone never got.
    const picked = step('d1', 'picked_up');
    const api = fakeApi((call) =>
      call.kind === 'step' && call.id === picked.id ? fail(409, 'invalid_transition') : undefined,
    );
    const outbox = new Outbox(storage, api.transport);
    await outbox.enqueue(picked);
    await outbox.enqueue(step('d1', 'arrived'));

    const report = await outbox.flush();

    expect(summary(api.calls)).toEqual(['d1:picked_up', 'd1:arrived']);
    expect(report.rejected).toEqual([]);
    expect(report.sent.map((i) => i.id)[0]).toBe(picked.id);
    expect(storage.items).toEqual([]);
    expect(outbox.state.rejected).toEqual([]);
    expect(await outbox.submit(step('d2', 'picked_up'))).toMatchObject({ result: 'sent' });
  });

  it('replays a step whose answer was lost with the same id, and the server applies it once', async () => {
    const storage = memoryStorage();
    const applied: string[] = [];
    let loseAnswer = true;
    const transport: OutboxTransport = {
      async sendStep(_dispatchId, body) {
        // The server is idempotent by id: a second time it writes nothing and answers 200.
        if (!applied.includes(body.id)) applied.push(body.id);
        if (loseAnswer) {
          loseAnswer = false;
          throw fail(0, 'network'); // applied, but the answer never reached the phone
        }
        return { status: 'in_transit' };
      },
      sendPositions: async () => ({}),
      upload: async () => '/api/uploads/x.png',
    };
    const outbox = new Outbox(storage, transport);
    const picked = step('d1', 'picked_up');

    expect(await outbox.submit(picked)).toEqual({ result: 'queued', reason: 'offline' });
    expect(storage.items.map((i) => i.id)).toEqual([picked.id]);

    await outbox.flush();

    expect(applied).toEqual([picked.id]);
    expect(storage.items).toEqual([]);
  });

  it('drops a refused step (422) with its reason, and sends what follows', async () => {
    const api = fakeApi((call) =>
      call.kind === 'step' && call.step === 'delivered'
        ? fail(422, 'proof_required', [{ path: 'proof.photo', message: 'required' }])
        : undefined,
    );
    const outbox = new Outbox(memoryStorage(), api.transport);
    const delivered = step('d1', 'delivered');
    await outbox.enqueue(delivered);
    await outbox.enqueue(step('d2', 'picked_up'));

    const report = await outbox.flush();

    expect(summary(api.calls)).toEqual(['d1:delivered', 'd2:picked_up']);
    expect(report.rejected).toHaveLength(1);
    expect(outbox.state.rejected).toEqual([
      {
        item: delivered,
        failure: {
          status: 422,
          code: 'proof_required',
          details: [{ path: 'proof.photo', message: 'required' }],
        },
      },
    ]);
    outbox.dismiss(delivered.id);
    expect(outbox.state.rejected).toEqual([]);
  });

  it('answers a submitted step’s own outcome: sent, rejected (for its sheet only) or queued', async () => {
    let status = 200;
    const api = fakeApi((call) =>
      call.kind === 'step' && status !== 200
        ? fail(status, status === 0 ? 'network' : 'invalid_code')
        : undefined,
    );
    const outbox = new Outbox(memoryStorage(), api.transport);

    expect(await outbox.submit(step('d1', 'picked_up'))).toMatchObject({ result: 'sent' });

    status = 422;
    const refused = await outbox.submit(step('d1', 'delivered'));
    expect(refused).toEqual({
      result: 'rejected',
      failure: { status: 422, code: 'invalid_code' },
    });
    // The caller shows it: not in the screen's list of rejected steps.
    expect(outbox.state.rejected).toEqual([]);

    status = 0;
    expect(await outbox.submit(step('d1', 'delivered'))).toEqual({
      result: 'queued',
      reason: 'offline',
    });
    expect(outbox.state.items).toHaveLength(1);
  });

  it('stops on 5xx and 401 without dropping anything', async () => {
    let status = 503;
    const api = fakeApi(() => fail(status, status === 401 ? 'unauthorized' : 'internal'));
    const storage = memoryStorage();
    const outbox = new Outbox(storage, api.transport);
    await outbox.enqueue(step('d1', 'picked_up'));
    await outbox.enqueue(step('d1', 'arrived'));

    expect((await outbox.flush()).stopped).toBe('unavailable');
    status = 401;
    expect((await outbox.flush()).stopped).toBe('session');
    expect(summary(api.calls)).toEqual(['d1:picked_up', 'd1:picked_up']);
    expect(storage.items).toHaveLength(2);
  });

  it('uploads the proof’s files first and keeps their addresses, so a retry uploads nothing twice', async () => {
    let stepFails = true;
    const api = fakeApi((call) =>
      call.kind === 'step' && stepFails ? fail(0, 'network') : undefined,
    );
    const storage = memoryStorage();
    const outbox = new Outbox(storage, api.transport);
    const delivered = step('d1', 'delivered', {
      files: {
        photo: new Blob(['jpeg'], { type: 'image/jpeg' }),
        signature: new Blob(['png'], { type: 'image/png' }),
      },
    });
    delivered.body.proof = { name: 'Awa Diop', code: '4821' };
    await outbox.enqueue(delivered);

    await outbox.flush();
    expect(summary(api.calls)).toEqual(['upload:photo', 'upload:signature', 'd1:delivered']);
    const kept = storage.items[0] as StepItem;
    expect(kept.files).toEqual({});
    expect(kept.body.proof).toEqual({
      name: 'Awa Diop',
      code: '4821',
      photo: '/api/uploads/00000000-0000-4000-8000-000000000001.png',
      signature: '/api/uploads/00000000-0000-4000-8000-000000000002.png',
    });

    stepFails = false;
    api.calls.length = 0;
    await outbox.flush();
    expect(summary(api.calls)).toEqual(['d1:delivered']);
    expect(api.calls[0]).toMatchObject({ id: delivered.id, proof: kept.body.proof });
  });

  it('puts a refused upload on its proof field', async () => {
    const api = fakeApi((call) =>
      call.kind === 'upload' ? fail(415, 'unsupported_file_type') : undefined,
    );
    const outbox = new Outbox(memoryStorage(), api.transport);
    const delivered = step('d1', 'delivered', { files: { photo: new Blob(['x']) } });

    expect(await outbox.submit(delivered)).toEqual({
      result: 'rejected',
      failure: {
        status: 415,
        code: 'unsupported_file_type',
        details: [{ path: 'proof.photo', message: 'unsupported_file_type' }],
      },
    });
  });

  it('joins a run under way instead of sending anything twice', async () => {
    const api = fakeApi();
    const outbox = new Outbox(memoryStorage(), api.transport);
    await outbox.enqueue(step('d1', 'picked_up'));
    await outbox.enqueue(step('d1', 'arrived'));

    await Promise.all([outbox.flush(), outbox.flush(), outbox.flush()]);

    expect(summary(api.calls)).toEqual(['d1:picked_up', 'd1:arrived']);
  });

  it('drops the oldest positions past its cap, never a step', async () => {
    const storage = memoryStorage();
    const outbox = new Outbox(storage, fakeApi().transport, { maxQueuedPositions: 4 });
    const first = positions('d1', 2);
    const picked = step('d1', 'picked_up');
    await outbox.enqueue(first);
    await outbox.enqueue(picked);
    await outbox.enqueue(positions('d1', 2));
    await outbox.enqueue(positions('d1', 2));

    expect(storage.items.map((i) => i.kind)).toEqual(['step', 'positions', 'positions']);
    expect(storage.items[0]!.id).toBe(picked.id);
  });

  it('reads status and code from anything thrown; a v4 uuid for each item', () => {
    expect(failureOf(new TypeError('Failed to fetch'))).toEqual({ status: 0, code: 'network' });
    expect(failureOf(fail(409, 'invalid_transition'))).toEqual({
      status: 409,
      code: 'invalid_transition',
    });
    expect(newId()).toMatch(
      /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/,
    );
    const saved = globalThis.crypto.randomUUID;
    try {
      // Not a secure context (a phone on http://): random bytes instead.
      Object.defineProperty(globalThis.crypto, 'randomUUID', {
        value: undefined,
        configurable: true,
      });
      expect(newId()).toMatch(
        /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/,
      );
    } finally {
      Object.defineProperty(globalThis.crypto, 'randomUUID', { value: saved, configurable: true });
    }
  });
});
