import { z } from 'zod';
import { flagFilter, sortedListQuery } from './list-query';
import { timestamps } from './records';
import { typeCreateFields, typeRecordFields, typeUpdateFields } from './type-list';

export const businessType = z.object({ ...typeRecordFields, ...timestamps });

export const businessTypeCreate = z.object(typeCreateFields);
export type BusinessTypeCreate = z.infer<typeof businessTypeCreate>;

export const businessTypeUpdate = z.object(typeUpdateFields).partial();

export const BUSINESS_TYPE_SORTABLE = ['name', 'active', 'created_at'] as const;

export const businessTypeListQuery = sortedListQuery(BUSINESS_TYPE_SORTABLE, {
  active: flagFilter,
});
