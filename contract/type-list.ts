import { z } from 'zod';
import { nullableText, requiredText } from './common';

/**
 * What the type lists (asset, business and package types) have in common: a name, a description
 * and whether the type is offered. Each list adds its own fields after these.
 */

export const typeName = requiredText(100);
export const typeDescription = nullableText(1000);

/** The record as the API answers it. */
export const typeRecordFields = {
  id: z.string(),
  name: z.string(),
  description: z.string().nullable(),
  active: z.boolean(),
};

/** A create: the name; no description and active unless said otherwise. */
export const typeCreateFields = {
  name: typeName,
  description: typeDescription.optional().default(null),
  active: z.boolean().default(true),
};

/** An update: any of them (the update schemas are partial). */
export const typeUpdateFields = {
  name: typeName,
  description: typeDescription,
  active: z.boolean(),
};
