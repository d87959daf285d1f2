import type { z } from 'zod';
import { businessType } from '../../../contract/business-type';
import { packageType } from '../../../contract/package-type';
import type { Db, Queryable, Row } from '../../db/db';
import { parseRow } from '../../db/rows';
import { ApiError, notFound } from '../../errors';
import { audit } from '../platform/audit';
import { counted } from '../platform/counts';
import { ListSql, orderBySql, type ListFilter, type PageOf } from '../platform/list';
import { anyRecord } from '../platform/find';
import { partialUpdate } from '../platform/partial-update';
import { referencedAs, uniqueAs409 } from '../../db/sql';

/**
 * Business types and request package types: the same small CRUD as asset types (unique name
 * regardless of case, superadmin writes, audit rows), over a table described here.
 */
export interface TypeTable<Extra extends string> {
  table: 'business_types' | 'request_package_types';
  /** The audit log's `entity`. */
  entity: string;
  /** Columns beyond id, name, description, active and the timestamps. */
  extra: readonly Extra[];
  /** The contract's record: each row is parsed by it. */
  record: z.ZodType<TypeRecord<Extra>>;
  /** Sort keys (whitelisted by the contract) to indexed expressions; `id` breaks ties. */
  orderBy: Record<string, string[]>;
  /** Answers whether a row still uses the type (then 409 type_in_use). */
  inUse(tx: Queryable, id: string): Promise<boolean>;
}

type Base = {
  id: string;
  name: string;
  description: string | null;
  active: boolean;
  created_at: string;
  updated_at: string;
};
export type TypeRecord<Extra extends string> = Base & Record<Extra, number | null>;

export interface TypeFilter extends ListFilter<string> {
  active?: boolean | undefined;
  ids?: string[] | undefined;
}

const nameTaken = uniqueAs409('name_taken', 'name');

export function typeService<Extra extends string>(spec: TypeTable<Extra>) {
  type Rec = TypeRecord<Extra>;
  // Exact totals of the whole list and per `active` (docs/totals.md).
  const counts = counted({
    table: spec.table,
    columns: { active: 'active' },
    shapes: [[], ['active']],
  });
  const fields = ['name', 'description', 'active', ...spec.extra] as const;
  const columns = ['id', ...fields, 'created_at', 'updated_at'].join(', ');
  const toRecord = (row: Row): Rec => parseRow(spec.record, row);

  const { find, get } = anyRecord({
    columns,
    from: spec.table,
    idColumn: 'id',
    toRecord,
    lock: 'for update',
  });

  return {
    async list(db: Queryable, filter: TypeFilter): Promise<PageOf<Rec>> {
      const list = new ListSql()
        .countedBy(counts)
        .search(filter.q, ['name', 'description'])
        .equals('active', filter.active)
        .ids('id', filter.ids);
      return list.page(db, filter, {
        columns,
        from: spec.table,
        orderBy: orderBySql(spec.orderBy[filter.sort ?? 'name'] ?? ['lower(name)'], filter.order),
        toRecord,
      });
    },

    get,

    async create(db: Db, actorId: string, input: Record<string, unknown>): Promise<Rec> {
      return db
        .transaction(async (tx) => {
          const values = fields.map((f) => input[f] ?? null);
          const rows = await tx.query(
            `insert into ${spec.table} (${fields.join(', ')})
             values (${fields.map((_, i) => `$${i + 1}`).join(', ')}) returning ${columns}`,
            values,
          );
          const created = toRecord(rows[0]!);
          await audit(tx, {
            actorUserId: actorId,
            action: 'create',
            entity: spec.entity,
            entityId: created.id,
            changes: input,
          });
          return created;
        })
        .catch(nameTaken);
    },

    async update(
      db: Db,
      actorId: string,
      id: string,
      patch: Record<string, unknown>,
    ): Promise<Rec> {
      return db
        .transaction(async (tx) => {
          const before = await find(tx, id, true);
          if (!before) throw notFound();
          const update = partialUpdate<string>(fields, before, patch);
          if (update.changed.length === 0) return before;
          const rows = await update.write(tx, spec.table, id, columns);
          const after = toRecord(rows[0]!);
          await audit(tx, {
            actorUserId: actorId,
            action: 'update',
            entity: spec.entity,
            entityId: id,
            changes: update.changes(after),
          });
          return after;
        })
        .catch(nameTaken);
    },

    async remove(db: Db, actorId: string, id: string): Promise<Rec> {
      const inUse = () => new ApiError(409, 'type_in_use');
      return (
        db
          .transaction(async (tx) => {
            const before = await find(tx, id, true);
            if (!before) throw notFound();
            if (await spec.inUse(tx, id)) throw inUse();
            await tx.query(`delete from ${spec.table} where id = $1`, [id]);
            await audit(tx, {
              actorUserId: actorId,
              action: 'delete',
              entity: spec.entity,
              entityId: id,
              changes: before,
            });
            return before;
          })
          // A row that started using the type between the check and the delete.
          .catch(referencedAs(inUse))
      );
    },
  };
}

/** Businesses reference their type (restrict). */
export const businessTypes = typeService({
  table: 'business_types',
  entity: 'business_type',
  extra: [],
  record: businessType,
  orderBy: { name: ['lower(name)'], active: ['active', 'id'], created_at: ['created_at', 'id'] },
  inUse: async (tx, id) =>
    (await tx.query('select 1 from businesses where business_type_id = $1 limit 1', [id])).length >
    0,
});

/** A package type named by a request is in use (requests reference it without a foreign key). */
export const packageTypes = typeService({
  table: 'request_package_types',
  entity: 'package_type',
  extra: ['max_weight_kg'],
  record: packageType,
  orderBy: {
    name: ['lower(name)'],
    active: ['active', 'id'],
    max_weight_kg: ['max_weight_kg', 'id'],
    created_at: ['created_at', 'id'],
  },
  inUse: async (tx, id) =>
    (await tx.query('select 1 from requests where package_type_id = $1 limit 1', [id])).length > 0,
});
