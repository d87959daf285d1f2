/**
 * The pure parts of the positions (docs/positions.md): the distance, the speed check of a batch,
 * the straight-line ETA, and the settings read from the environment.
 */
import { describe, expect, it } from 'vitest';
import { readConfig } from '../../server/config';
import { tilesOrigins } from '../../server/plugins/security';
import { haversineMeters, legOf, straightLine } from '../../server/services/drivers/eta';
import { FUTURE_SLACK_MS, judge } from '../../server/services/drivers/positions';

const PARIS = { lat: 48.8566, lng: 2.3522 };
const LYON = { lat: 45.764, lng: 4.8357 };

describe('haversineMeters', () => {
  it('Paris to Lyon is about 391.5 km; a point to itself is 0', () => {
    expect(haversineMeters(PARIS, LYON) / 1000).toBeCloseTo(391.5, 0);
    expect(haversineMeters(PARIS, PARIS)).toBe(0);
    // A degree of latitude: about 111.2 km.
    expect(haversineMeters({ lat: 0, lng: 0 }, { lat: 1, lng: 0 })).toBeCloseTo(111_195, -1);
  });
});

describe('straightLine', () => {
  it('the distance at the speed given (the default speed when none)', () => {
    const way = straightLine({ lat: 0, lng: 0 }, { lat: 1, lng: 0 }, 60);
    expect(way).toEqual({ distance_m: 111_195, duration_s: 6672, method: 'straight_line' });
    expect(straightLine({ lat: 0, lng: 0 }, { lat: 1, lng: 0 }, 0).duration_s).toBe(13_343);
  });
});

describe('legOf', () => {
  const source = {
    status: 'assigned',
    last_lat: 1,
    last_lng: 2,
    pickup_lat: 3,
    pickup_lng: 4,
    dropoff_lat: 5,
    dropoff_lng: 6,
    average_speed_kmh: 30,
  };
  it('to the pickup while assigned, the drop-off while in transit, nothing otherwise', () => {
    expect(legOf(source)?.target).toBe('pickup');
    expect(legOf({ ...source, status: 'in_transit' })?.to).toEqual({ lat: 5, lng: 6 });
    expect(legOf({ ...source, status: 'delivered' })).toBeUndefined();
    expect(legOf({ ...source, last_lat: null })).toBeUndefined();
    expect(legOf({ ...source, pickup_lng: null })).toBeUndefined();
  });
});

describe('judge', () => {
  const now = Date.parse('2026-11-26T10:00:00Z');
  const at = (secondsAgo: number) => new Date(now - secondsAgo * 1000).toISOString();
  const north = (metres: number) => PARIS.lat + metres / 111_195;

  it('sorts by time, flags what is too fast from the last plausible position', () => {
    const { judged, last } = judge(
      [
        { at: at(10), lat: north(200), lng: PARIS.lng },
        { at: at(30), lat: north(0), lng: PARIS.lng },
        { at: at(20), lat: north(5000), lng: PARIS.lng }, // 5 km in 10 s
      ],
      undefined,
      now,
      200,
    );
    expect(judged.map((j) => [j.at, j.flagged])).toEqual([
      [at(30), false],
      [at(20), true],
      [at(10), false], // 200 m in 20 s from the last plausible one
    ]);
    expect(last).toMatchObject({ at: at(10) });
  });

  it('the dispatch’s last position is the first reference; older positions move nothing', () => {
    const reference = { lat: PARIS.lat, lng: PARIS.lng, t: now - 60_000, at: at(60) };
    const far = judge([{ at: at(50), lat: LYON.lat, lng: LYON.lng }], reference, now, 200);
    expect(far.judged[0]!.flagged).toBe(true);
    expect(far.last).toBeUndefined();
    const older = judge([{ at: at(120), lat: LYON.lat, lng: LYON.lng }], reference, now, 200);
    expect(older.judged[0]!.flagged).toBe(false);
    expect(older.last).toBeUndefined();
  });

  it('the accuracy radius is given to the phone; a position in the future is flagged', () => {
    const reference = { lat: PARIS.lat, lng: PARIS.lng, t: now - 2000, at: at(2) };
    // 150 m in 1 s is 540 km/h, unless 150 m is within the position's accuracy.
    const jitter = { at: at(1), lat: north(150), lng: PARIS.lng };
    expect(judge([jitter], reference, now, 200).judged[0]!.flagged).toBe(true);
    expect(judge([{ ...jitter, accuracy: 200 }], reference, now, 200).judged[0]!.flagged).toBe(
      false,
    );
    const ahead = new Date(now + FUTURE_SLACK_MS + 1000).toISOString();
    const future = judge([{ at: ahead, lat: PARIS.lat, lng: PARIS.lng }], undefined, now, 200);
    expect(future.judged[0]!.flagged).toBe(true);
    expect(future.last).toBeUndefined();
  });
});

describe('the settings', () => {
  it('defaults, and refusals of a bad value', () => {
    expect(readConfig({})).toMatchObject({
      positionIntervalSeconds: 15,
      positionRetentionDays: 90,
      maxSpeedKmh: 200,
      routingUrl: undefined,
      geocoderUrl: undefined,
      mapTilesUrl: '',
      mapTilesAttribution: '',
    });
    expect(
      readConfig({
        ROUTING_URL: 'http://127.0.0.1:5000/',
        GEOCODER_URL: 'https://nominatim.example.test',
        MAP_TILES_URL: 'https://tile.example.test/{z}/{x}/{y}.png',
        FLOTTE_POSITION_INTERVAL: '10',
      }),
    ).toMatchObject({
      routingUrl: 'http://127.0.0.1:5000',
      geocoderUrl: 'https://nominatim.example.test',
      mapTilesUrl: 'https://tile.example.test/{z}/{x}/{y}.png',
      positionIntervalSeconds: 10,
    });
    expect(() => readConfig({ ROUTING_URL: 'osrm.local' })).toThrow(/ROUTING_URL/);
    expect(() => readConfig({ GEOCODER_URL: 'ftp://x.test' })).toThrow(/GEOCODER_URL/);
    expect(readConfig({ MAP_TILES_URL: 'https://{s}.tile.test/{z}/{x}/{y}.png' }).mapTilesUrl).toBe(
      'https://{s}.tile.test/{z}/{x}/{y}.png',
    );
    expect(() => readConfig({ MAP_TILES_URL: 'https://{x}.tile.test/{z}/{x}/{y}.png' })).toThrow(
      /MAP_TILES_URL/,
    );
    expect(() => readConfig({ MAP_TILES_URL: 'https://tile.test/tiles.png' })).toThrow(
      /MAP_TILES_URL/,
    );
    expect(() => readConfig({ FLOTTE_POSITION_RETENTION_DAYS: '0' })).toThrow(/RETENTION/);
  });
});

describe('the tile hosts of the security policy', () => {
  it('one origin, or the a, b and c subdomains of `{s}`', () => {
    expect(tilesOrigins('')).toEqual([]);
    expect(tilesOrigins('http://127.0.0.1:8080/tiles/{z}/{x}/{y}.png')).toEqual([
      'http://127.0.0.1:8080',
    ]);
    expect(tilesOrigins('https://{s}.tile.example.test/{z}/{x}/{y}.png')).toEqual([
      'https://a.tile.example.test',
      'https://b.tile.example.test',
      'https://c.tile.example.test',
    ]);
  });
});
