import type { BUSINESS_SORTABLE, BusinessSummary } from '../../../contract/business';
import { iso, type Queryable } from '../../db/db';
import { likePattern } from '../platform/sql';

export interface BusinessFilter {
  limit: number;
  skip: number;
  sort?: (typeof BUSINESS_SORTABLE)[number] | undefined;
  order: 'asc' | 'desc';
  q?: string | undefined;
  active?: boolean | undefined;
}

/** Indexed sort expressions; `id` breaks ties so pages never overlap. */
const ORDER_BY = { name: ['lower(name)', 'id'], created_at: ['created_at', 'id'] } as const;

type BusinessRow = Omit<BusinessSummary, 'created_at'> & {
  [key: string]: unknown;
  created_at: Date | string;
};

/** The operator's list of businesses (`active=false`: the approval queue). */
export async function listBusinesses(
  db: Queryable,
  filter: BusinessFilter,
): Promise<{ data: BusinessSummary[]; total: number }> {
  const where: string[] = [];
  const params: unknown[] = [];
  const param = (value: unknown) => `$${params.push(value)}`;
  if (filter.q) {
    const p = param(likePattern(filter.q));
    where.push(`(name ilike ${p} or slug ilike ${p} or contact_email ilike ${p})`);
  }
  if (filter.active !== undefined) where.push(`active = ${param(filter.active)}`);
  const whereSql = where.length ? `where ${where.join(' and ')}` : '';
  const direction = filter.order === 'desc' ? 'desc' : 'asc';
  const orderBy = ORDER_BY[filter.sort ?? 'created_at'].map((e) => `${e} ${direction}`).join(', ');

  const count = await db.query<{ total: number }>(
    `select count(*)::int as total from businesses ${whereSql}`,
    params,
  );
  const rows = await db.query<BusinessRow>(
    `select id, name, slug, kind, active, country, contact_email, parent_business_id, created_at
     from businesses ${whereSql}
     order by ${orderBy} limit ${param(filter.limit)} offset ${param(filter.skip)}`,
    params,
  );
  return {
    data: rows.map((row) => ({
      id: row.id,
      name: row.name,
      slug: row.slug,
      kind: row.kind,
      active: row.active,
      country: row.country,
      contact_email: row.contact_email,
      parent_business_id: row.parent_business_id,
      created_at: iso(row.created_at),
    })),
    total: count[0]?.total ?? 0,
  };
}
