/**
 * A business as the API answers it (docs/architecture.md, "Rows and the contract"): its table
 * and joins, its fields, its list's sort orders and counted shapes.
 */
import { business, type BUSINESS_SORTABLE } from '../../../contract/business';
import { defineRecord, trimmed } from '../../db/record';
import { counted } from '../platform/counts';

export type BusinessSort = (typeof BUSINESS_SORTABLE)[number];

/**
 * Every join is on a primary or unique key (the live subscription's index is unique per
 * business), so a page costs its rows, nothing per row.
 */
export const BUSINESS = defineRecord({
  schema: business,
  from: `businesses b
  left join business_types bt on bt.id = b.business_type_id
  left join businesses p on p.id = b.parent_business_id
  left join wallets w on w.business_id = b.id
  left join subscriptions s on s.business_id = b.id and s.status in ('active', 'past_due')
  left join plans pl on pl.id = s.plan_id`,
  fields: {
    id: 'b.id',
    name: 'b.name',
    slug: 'b.slug',
    kind: 'b.kind',
    active: 'b.active',
    business_type_id: 'b.business_type_id',
    business_type_name: 'bt.name',
    parent_business_id: 'b.parent_business_id',
    parent_business_name: 'p.name',
    country: 'b.country',
    contact_email: 'b.contact_email',
    contact_phone: 'b.contact_phone',
    address: 'b.address',
    siren: 'b.siren',
    vat_number: 'b.vat_number',
    currency: { sql: `coalesce(w.currency, 'EUR')`, read: trimmed },
    currency_locked: 'exists (select 1 from wallet_transactions t where t.wallet_id = w.id)',
    plan_id: 's.plan_id',
    plan_name: 'pl.name',
    subscription_status: 's.status',
    created_at: 'b.created_at',
    updated_at: 'b.updated_at',
  },
});

/** The orders of the indexes of migrations 003 and 007; `id` breaks ties. */
export const BUSINESS_ORDER_BY: Record<BusinessSort, string[]> = {
  name: ['lower(b.name)', 'b.id'],
  created_at: ['b.created_at', 'b.id'],
  country: ['b.country', 'b.created_at', 'b.id'],
  kind: ['b.kind', 'b.created_at', 'b.id'],
};

/** Exact totals of the live businesses, per filter, and of the approval queue per kind. */
export const BUSINESS_COUNTS = counted({
  table: 'businesses',
  columns: {
    'b.active': 'active',
    'b.kind': 'kind',
    'b.country': 'country',
    'b.business_type_id': 'business_type_id',
    'b.parent_business_id': 'parent_business_id',
  },
  implied: ['b.deleted_at is null'],
  shapes: [
    [],
    ['active'],
    ['kind'],
    ['country'],
    ['business_type_id'],
    ['parent_business_id'],
    ['active', 'kind'],
  ],
});

/**
 * The counted shapes an index of businesses reads in each order (migrations 003, 007 and 021):
 * their pages are prepared statements.
 */
export const BUSINESS_INDEXED: Partial<Record<BusinessSort, string[][]>> = {
  created_at: [[], ['active'], ['kind'], ['country'], ['parent_business_id'], ['active', 'kind']],
  name: [[]],
};
