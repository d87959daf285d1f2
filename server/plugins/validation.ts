import type { FastifySchemaCompiler, FastifySchemaValidationError } from 'fastify';
import { safeParse, type $ZodErrorMap, type $ZodType } from 'zod/v4/core';
import { limitMessage, msg } from '../../contract/common';

/**
 * Every validation message the API sends is a message-catalog key. Schemas of the contract
 * name their own; this map gives one to the rest (limits, types, formats) instead of Zod's
 * English text.
 */
const catalogMessage: $ZodErrorMap = (issue) => {
  switch (issue.code) {
    case 'invalid_type':
      return issue.input === undefined ? msg.required : msg.invalid;
    case 'too_big':
      return msg.tooLong;
    case 'too_small':
      return issue.origin === 'string' || issue.origin === 'array' ? msg.tooShort : msg.invalid;
    case 'invalid_format':
      return issue.format === 'email' ? msg.email : msg.invalid;
    default:
      return msg.invalid;
  }
};

/**
 * Fastify's validator compiler for Zod schemas (as fastify-type-provider-zod's, plus the
 * catalog messages). A failure answers Fastify's validation errors, which the error handler
 * turns into `400 validation_failed` with `details`; a refused limit names it there
 * (`params.args`, e.g. `{ max: 120 }`: contract/common.ts limitMessage).
 */
export const validatorCompiler: FastifySchemaCompiler<$ZodType> =
  ({ schema }) =>
  (data) => {
    const result = safeParse(schema, data, { error: catalogMessage });
    if (result.success) return { value: result.data };
    const errors: FastifySchemaValidationError[] = result.error.issues.map((issue) => {
      const { message, args } = limitMessage(issue);
      return {
        keyword: issue.code,
        instancePath: issue.path.length ? `/${issue.path.join('/')}` : '',
        schemaPath: '',
        params: args ? { args } : {},
        message,
      };
    });
    return { error: errors };
  };
