/**
 * A round's own matrix (server/services/rounds/round-matrix.ts): its depot and its stops' places
 * only, re-indexed, timing the stops as its plan's whole matrix did.
 */
import { describe, expect, it } from 'vitest';
import { buildFlatMatrix, straightLineMatrix } from '../../server/services/rounds/matrix';
import { roundMatrix } from '../../server/services/rounds/round-matrix';
import { timeRound, type TimedStopInput } from '../../server/services/rounds/timing';

const places = [
  { lat: 48.85, lng: 2.35 },
  { lat: 48.86, lng: 2.3 },
  { lat: 48.87, lng: 2.4 },
  { lat: 48.83, lng: 2.32 },
  { lat: 48.9, lng: 2.37 },
  { lat: 48.81, lng: 2.29 },
];

const stop = (location: number, kind: 'pickup' | 'dropoff'): TimedStopInput => ({
  location,
  kind,
  window: [null, null],
  service: 300,
  weight: 10,
  loadedAtStart: false,
});

describe('roundMatrix', () => {
  it('keeps the depot and the stops’ places, in the order first met, re-indexed', () => {
    const plan = straightLineMatrix(places, 30, 1.3);
    const stops = [stop(4, 'pickup'), stop(2, 'dropoff'), stop(4, 'pickup')];
    const own = roundMatrix(plan, stops);
    expect(own.matrix.locations).toEqual([places[0], places[4], places[2]]);
    expect(own.matrix.time).toHaveLength(3);
    expect(own.matrix.distance.every((row) => row.length === 3)).toBe(true);
    expect(own.stops.map((s) => s.location)).toEqual([1, 2, 1]);
    expect(own.matrix.time[1]![2]).toBe(plan.time[4]![2]);
    expect(own.matrix.distance[2]![0]).toBe(plan.distance[2]![0]);
    expect(own.matrix.method).toBe('straight_line');
  });

  it('times a round as its plan’s whole matrix did, flat or in rows', async () => {
    const flat = await buildFlatMatrix(places, 30, { routingUrl: undefined, detourFactor: 1.3 });
    const rows = straightLineMatrix(places, 30, 1.3);
    const stops = [stop(3, 'pickup'), stop(5, 'dropoff'), stop(1, 'pickup'), stop(2, 'dropoff')];
    const before = timeRound(rows, 8 * 3600, stops);
    for (const source of [flat, rows]) {
      const own = roundMatrix(source, stops);
      expect(own.matrix.locations).toHaveLength(5);
      expect(timeRound(own.matrix, 8 * 3600, own.stops)).toEqual(before);
    }
  });

  it('keeps only the depot of a round without stops', () => {
    const own = roundMatrix(straightLineMatrix(places, 30, 1.3), []);
    expect(own.matrix).toEqual({
      locations: [places[0]],
      time: [[0]],
      distance: [[0]],
      method: 'straight_line',
    });
  });
});
