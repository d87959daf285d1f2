import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ROOT, staticGraph } from './support/static-imports';

/**
 * The driver's screen is used all day on phones on mobile data (issue 32): its round and stops
 * show before any map, and the map library loads on demand. So its static imports reach neither
 * a map component nor MapLibre's loader: a map on that screen goes behind `lazy()`/`import()`.
 */
const graph = staticGraph(path.join(ROOT, 'src/pages/driver/DriverPage.tsx'));
const files = [...graph.files].map((f) => path.relative(ROOT, f));

describe("the driver's screen's static imports", () => {
  it('reach no map: the map and its library load on demand', () => {
    expect(files).toContain('src/pages/driver/DriverPage.tsx');
    // The map's text helpers (eta.ts, types) are light; what draws a map is not.
    const drawing = [
      'src/components/map/FlotteMap.tsx',
      'src/components/map/PointPicker.tsx',
      'src/components/map/loadMapLibre.ts',
    ];
    expect(drawing.filter((f) => files.includes(f))).toEqual([]);
    expect(graph.packages.has('maplibre-gl')).toBe(false);
  });
});

describe("the driver's light entry's static imports (driver.html)", () => {
  const entry = staticGraph(path.join(ROOT, 'src/driver.tsx'));
  const reached = [...entry.files].map((f) => path.relative(ROOT, f));

  it('render the screen without the admin: not its page, shell, resources or map', () => {
    expect(reached).toContain('src/pages/driver/DriverScreen.tsx');
    const admin = reached.filter(
      (f) =>
        f === 'src/AdminApp.tsx' ||
        f === 'src/pages/driver/DriverPage.tsx' ||
        f.startsWith('src/layout/') ||
        (f.startsWith('src/resources/') && !f.startsWith('src/resources/common/')) ||
        f.startsWith('src/components/map/'),
    );
    expect(admin).toEqual([]);
    expect(entry.packages.has('maplibre-gl')).toBe(false);
    expect(entry.packages.has('react-router')).toBe(false);
  });

  it('draw the screen without MUI and emotion: only the dialogs bring them (issue 32)', () => {
    const styled = [...entry.packages.keys()].filter((p) => /^@(mui|emotion)\//.test(p));
    expect(styled).toEqual([]);
    expect(reached).not.toContain('src/theme.ts');
  });

  it('start without zod and without the dialogs, which load on first use (issue 32)', () => {
    // The contract's names and sizes come from its zod-free modules (dispatch-names.ts, …).
    expect(entry.packages.has('zod')).toBe(false);
    expect(entry.packages.has('ibantools')).toBe(false);
    // The proof sheet (and its signature pad), the fail and skip dialogs: dialogs.ts.
    expect(entry.packages.has('signature_pad')).toBe(false);
    const dialogs = ['ProofSheet.tsx', 'FailDialog.tsx', 'SkipDialog.tsx', 'CodField.tsx'];
    expect(dialogs.filter((f) => reached.includes(`src/pages/driver/${f}`))).toEqual([]);
  });
});
