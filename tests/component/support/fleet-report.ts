import type { FleetReportRow } from '../../../contract/fleet-report';

/**
 * One asset's row of the fleet report this month: 600 € earned, 500 € of costs over 400 km
 * (1,25 € per km), with `over` (the asset's name at least).
 */
export const reportRow = (over: Partial<FleetReportRow> = {}): FleetReportRow => ({
  id: 'a-1',
  asset_id: 'a-1',
  asset_name: 'Van',
  asset_type_id: 'at-1',
  asset_type_name: 'Camionnette',
  period: new Date().toISOString().slice(0, 7),
  currency: 'EUR',
  revenue: 60_000,
  maintenance_cost: 8_000,
  fuel_cost: 12_000,
  document_cost: 30_000,
  cost: 50_000,
  profit: 10_000,
  km: 400,
  fuel_quantity: 65,
  cost_per_km: 125,
  profit_per_km: 25,
  ...over,
});
