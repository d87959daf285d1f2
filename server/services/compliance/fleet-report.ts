/**
 * Cost and profit per asset (docs/compliance.md, "Cost and profit"): the fleet report of an
 * owner (its assets), a business (its in-house fleet) and the operator (every asset), and one
 * asset's months. Both read the kept sums of migration 038 (`asset_finance`, one row per asset,
 * period and currency), never the earnings, maintenance, fuel or documents themselves: a page is
 * a range of an index on (scope, period, order), whatever the size of the fleet.
 */
import { formulaSafe } from '../../../contract/csv-cell';
import {
  assetFinanceMonth,
  defaultPeriod,
  fleetReportRow,
  type AssetFinanceMonth,
  type FleetReportRow,
  type FLEET_REPORT_SORTABLE,
} from '../../../contract/fleet-report';
import { DEFAULT_TIME_ZONE } from '../../../contract/days';
import type { Queryable, Row } from '../../db/db';
import { businessZone } from '../business/zone';
import { listScope } from '../../scope/conditions';
import { assetFinanceScopeSql, fleetReportScope } from '../../scope/fleet-report';
import { counted } from '../platform/counts';
import { rowById } from '../platform/find';
import { ListSql, orderBySql, type ListFilter, type PageOf } from '../platform/list';
import type { Caller } from './targets';

type SortField = (typeof FLEET_REPORT_SORTABLE)[number];

const PER_KM = (column: string) => `(f.${column}::float8 / nullif(f.km, 0))`;

const ORDER_BY: Record<SortField, string[]> = {
  profit: ['f.profit', 'f.asset_id'],
  cost: ['f.cost', 'f.asset_id'],
  revenue: ['f.revenue', 'f.asset_id'],
  km: ['f.km', 'f.asset_id'],
  cost_per_km: [PER_KM('cost'), 'f.asset_id'],
  asset_name: ['lower(a.name)', 'f.asset_id'],
};

const MONEY = `f.period, f.currency, f.revenue::float8 as revenue,
  f.maintenance_cost::float8 as maintenance_cost, f.fuel_cost::float8 as fuel_cost,
  f.document_cost::float8 as document_cost, f.cost::float8 as cost, f.profit::float8 as profit,
  f.km::float8 as km, f.fuel_quantity::float8 as fuel_quantity,
  round(${PER_KM('cost')}::numeric, 2)::float8 as cost_per_km,
  round(${PER_KM('profit')}::numeric, 2)::float8 as profit_per_km`;

// The id names the currency only when the asset has sums in another one: asked of the primary
// key for the page's rows alone (a window over the period sorted the whole period: 0.9 s at
// 200,000 assets, docs/benchmarks.md).
const COLUMNS = `f.asset_id || case when exists (select 1 from asset_finance o
    where o.period = f.period and o.asset_id = f.asset_id and o.currency <> f.currency)
    then ':' || f.currency else '' end as id,
  f.asset_id, a.name as asset_name, f.asset_type_id, t.name as asset_type_name, ${MONEY}`;
const FROM = `asset_finance f join assets a on a.id = f.asset_id
  join asset_types t on t.id = f.asset_type_id`;

const toRow = (r: Row): FleetReportRow =>
  fleetReportRow.parse({ ...r, currency: String(r.currency).trim() });

/**
 * Exact totals per period, with the copied owner, business (in-house: no owner) and type, a
 * deleted asset's sums left out (migration 041, docs/totals.md): a page's total is one read.
 */
const COUNTS = counted({
  table: 'asset_finance',
  columns: {
    'f.period': 'period',
    'f.owner_user_id': 'owner_user_id',
    'f.business_id': 'business_id',
    '(f.owner_user_id is null)': 'in_house',
    'f.asset_type_id': 'asset_type_id',
  },
  implied: ['a.deleted_at is null'],
  shapes: [
    ['period'],
    ['period', 'asset_type_id'],
    ['period', 'owner_user_id'],
    ['period', 'owner_user_id', 'asset_type_id'],
    ['period', 'business_id', 'in_house'],
    ['period', 'business_id', 'in_house', 'asset_type_id'],
  ],
});

export interface ReportFilter extends ListFilter<SortField> {
  period?: string | undefined;
  asset_type_id?: string | undefined;
}

/** GET /fleet-report: one period's sums per asset, filtered by type, sorted, paged. */
export async function fleetReport(
  db: Queryable,
  caller: Caller,
  filter: ReportFilter,
): Promise<PageOf<FleetReportRow>> {
  const list = new ListSql();
  const sort = filter.sort ?? 'profit';
  // Whose rows: server/scope/fleet-report.ts.
  await listScope(db, list.countedBy(COUNTS), fleetReportScope(caller));
  const zone = caller.business_id ? await businessZone(db, caller.business_id) : DEFAULT_TIME_ZONE;
  list.equals('f.period', filter.period ?? defaultPeriod(zone));
  if (!list.uuidEquals('f.asset_type_id', filter.asset_type_id || undefined)) {
    return { data: [], total: 0 };
  }
  list.search(filter.q, ['a.name', 'a.registration']);
  return list.page(db, filter, {
    columns: COLUMNS,
    from: FROM,
    // Only the cost per km has no value (no km): those rows end the list. The other keys are
    // never null, and without `nulls last` a descending page reads its index backwards.
    orderBy: orderBySql(ORDER_BY[sort], filter.order, sort === 'cost_per_km'),
    toRecord: toRow,
  });
}

/** The CSV of a report (every page up to `max` rows), in the list's order. */
export async function fleetReportCsv(
  db: Queryable,
  caller: Caller,
  filter: Omit<ReportFilter, 'limit' | 'skip'>,
  max = 100_000,
): Promise<string> {
  const header = [
    'asset_id',
    'asset_name',
    'asset_type_name',
    'period',
    'currency',
    'revenue',
    'maintenance_cost',
    'fuel_cost',
    'document_cost',
    'cost',
    'profit',
    'km',
    'fuel_quantity',
    'cost_per_km',
    'profit_per_km',
  ] as const;
  const cell = (v: unknown) => {
    const text =
      typeof v === 'string' ? formulaSafe(v) : v === null || v === undefined ? '' : String(v);
    return /[",\n;]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
  };
  const lines = [header.join(',')];
  for (let skip = 0; skip < max; skip += 1000) {
    const page = await fleetReport(db, caller, { ...filter, limit: 1000, skip });
    for (const row of page.data) lines.push(header.map((h) => cell(row[h])).join(','));
    if (page.data.length < 1000) break;
  }
  return `${lines.join('\n')}\n`;
}

/** GET /fleet-report/asset/{id}: one asset's months (the last `months`), oldest first. */
export async function assetFinance(
  db: Queryable,
  caller: Caller,
  assetId: string,
  months = 12,
): Promise<AssetFinanceMonth[]> {
  await rowById(
    db,
    assetId,
    (param) => `select 1 from assets a where a.id = $1 and ${assetFinanceScopeSql(param, caller)}`,
  );
  const rows = await db.query(
    `select ${MONEY} from asset_finance f
     where f.asset_id = $1 and length(f.period) = 7 and f.period >= $2
     order by f.period, f.currency`,
    [assetId, monthsAgo(months - 1)],
  );
  return rows.map((r) => assetFinanceMonth.parse({ ...r, currency: String(r.currency).trim() }));
}

function monthsAgo(n: number): string {
  const now = new Date();
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - n, 1))
    .toISOString()
    .slice(0, 7);
}
