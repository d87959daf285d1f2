/**
 * The fleet report's CSV export writes a text cell a spreadsheet would run as a formula with a
 * leading single quote (contract/csv-cell.ts), and its numbers, negative ones included, as they
 * are (docs/security.md).
 */
import { describe, expect, it } from 'vitest';
import Papa from 'papaparse';
import { createComplianceWorld, inject } from './compliance-fixtures';
import { worldPerFile } from './per-file';
import { one } from './rows';

const w = worldPerFile(createComplianceWorld);
const month = new Date().toISOString().slice(0, 7);
const NAMES = ['=HYPERLINK("http://x.test","go")', '+1+2', '-3-4', '@SUM(A1)', '\tcmd', '\rcmd'];

describe('the fleet report export', () => {
  it('escapes every formula prefix of a text cell and keeps negative amounts numbers', async () => {
    for (const [i, name] of NAMES.entries()) {
      const { id } = await one<{ id: string }>(
        w.t,
        `insert into assets (asset_type_id, owner_user_id, name, odometer_km)
         values ($1, $2, $3, 1000) returning id`,
        [w.ids.van, w.ids.owner, `${name} csv`],
      );
      const fill = await inject(w.t, 'POST', '/fuel', w.as.asset_owner, {
        asset_id: id,
        unit: 'l',
        filled_at: new Date(Date.now() - (i + 1) * 60_000).toISOString(),
        odometer_km: 1100,
        quantity: 10,
        total_price: 1500,
        full_fill: true,
      });
      expect(fill.statusCode).toBe(201);
    }
    const res = await inject(
      w.t,
      'GET',
      `/fleet-report/export.csv?period=${month}&q=csv`,
      w.as.asset_owner,
    );
    expect(res.statusCode).toBe(200);
    const [header, ...rows] = Papa.parse<string[]>(res.body.trim()).data;
    const nameAt = header!.indexOf('asset_name');
    const profitAt = header!.indexOf('profit');
    expect(rows.map((row) => row[nameAt]).sort()).toEqual(NAMES.map((n) => `'${n} csv`).sort());
    for (const row of rows) expect(row[profitAt]).toBe('-1500');
  });
});
