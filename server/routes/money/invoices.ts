import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { listResponse, oneResponse } from '../../../contract/common';
import {
  accountingExportQuery,
  clientInvoiceIssue,
  creditNoteCreate,
  invoice,
  invoiceIssue,
  invoiceListQuery,
  issueResult,
  paymentCreate,
} from '../../../contract/invoice';
import { ApiError } from '../../errors';
import { callerOf } from '../../plugins/auth';
import { assertWhitelabel } from '../../services/business/entitlements';
import {
  creditInvoice,
  getInvoice,
  invoiceDocument,
  listInvoices,
  recordPayment,
} from '../../services/invoices/invoices';
import { accountingCsv } from '../../services/invoices/accounting-export';
import { issueMonth } from '../../services/invoices/issue';
import type { BusinessRouteDeps } from '../deps';
import { guarded } from '../guarded';
import { idParams, listParams, paged } from '../schemas';

const tags = ['invoice'];

/**
 * Invoices and credit notes (docs/money.md "Invoices"): a business's staff read their own, the
 * operator all; the superadmin issues, records payments and credit notes.
 */
export const invoiceRoutes: FastifyPluginAsyncZod<BusinessRouteDeps> = async (
  app,
  { db, guards, policy },
) => {
  app.get(
    '/invoices',
    guarded({
      permit: guards.permit('invoices', 'list'),
      tags,
      summary:
        'List invoices and credit notes in the caller’s scope (filters: business, kind, status, dates)',
      querystring: invoiceListQuery,
      answer: listResponse(invoice),
      errors: [400, 401, 403],
    }),
    async (req) =>
      paged(
        await listInvoices(db, callerOf(req).user, {
          ...listParams(req.query),
          businessId: req.query.business_id,
          kind: req.query.kind,
          status: req.query.status,
          from: req.query.from,
          to: req.query.to,
          issuedToClients: req.query.issued_to_clients === 'true',
        }),
        req.query,
      ),
  );

  app.get(
    '/invoices/accounting.csv',
    guarded({
      permit: guards.permit('accounting-export', 'export'),
      tags,
      summary:
        'The accounting journal of a period (superadmin): the platform’s invoices, credit notes and payments as a French CSV journal',
      querystring: accountingExportQuery,
      answer: z.string(),
      errors: [400, 401, 403],
    }),
    async (req, reply) =>
      reply
        .type('text/csv; charset=utf-8')
        .header(
          'content-disposition',
          `attachment; filename="journal-${req.query.from}-${req.query.to}.csv"`,
        )
        .header('cache-control', 'private, no-store')
        .send(await accountingCsv(db, req.query)),
  );

  app.get(
    '/invoices/:id',
    guarded({
      permit: guards.permit('invoices', 'show'),
      tags,
      summary: 'One invoice or credit note, with its lines and payments',
      params: idParams,
      answer: oneResponse(invoice),
      errors: [401, 403, 404],
    }),
    async (req) => ({ data: await getInvoice(db, callerOf(req).user, req.params.id) }),
  );

  for (const kind of ['pdf', 'xml'] as const) {
    app.get(
      `/invoices/:id/factur-x.${kind}`,
      guarded({
        permit: guards.permit('invoices', 'show'),
        tags,
        summary:
          kind === 'pdf'
            ? 'The invoice as Factur-X: a PDF/A-3 with its EN 16931 XML embedded'
            : 'The invoice’s Factur-X XML alone (CII, EN 16931 profile)',
        params: idParams,
        answer: z.unknown().describe(kind === 'pdf' ? 'The PDF' : 'The XML'),
        errors: [401, 403, 404],
      }),
      async (req, reply) => {
        const doc = await invoiceDocument(db, callerOf(req).user, req.params.id, kind);
        return reply
          .header('content-type', kind === 'pdf' ? 'application/pdf' : 'application/xml')
          .header('content-disposition', `attachment; filename="${doc.fileName}"`)
          .header('cache-control', 'private, no-store')
          .send(typeof doc.bytes === 'string' ? doc.bytes : Buffer.from(doc.bytes));
      },
    );
  }

  app.post(
    '/invoices/issue',
    guarded({
      permit: guards.permit('invoices', 'create'),
      tags,
      summary:
        'Issue a month’s invoices now (superadmin): one business’s, or every business charged that month; 409 nothing_to_invoice for one business with nothing',
      body: invoiceIssue,
      answer: oneResponse(issueResult),
      status: 201,
      errors: [400, 401, 403, 404, 409],
    }),
    async (req, reply) => {
      const { business_id: businessId, month } = req.body;
      const data = await issueMonth(db, { businessId, month, actorId: callerOf(req).user.id });
      if (businessId && data.issued.length === 0) throw new ApiError(409, 'nothing_to_invoice');
      return reply.code(201).send({ data });
    },
  );

  app.post(
    '/invoices/issue-clients',
    guarded({
      permit: guards.permit('client-invoices', 'create'),
      tags,
      summary:
        'Issue a month’s invoices to the caller’s B2B clients now (an entitled white-label business), under its own name and numbering: one client’s, or every client charged that month',
      body: clientInvoiceIssue,
      answer: oneResponse(issueResult),
      status: 201,
      errors: [400, 401, 403, 404, 409],
    }),
    async (req, reply) => {
      const { user } = callerOf(req);
      const parent = user.business_id!;
      await assertWhitelabel(db, parent, policy);
      const { client_id: businessId, month } = req.body;
      const data = await issueMonth(db, { businessId, clientsOf: parent, month, actorId: user.id });
      if (businessId && data.issued.length === 0) throw new ApiError(409, 'nothing_to_invoice');
      return reply.code(201).send({ data });
    },
  );

  app.post(
    '/invoices/:id/payments',
    guarded({
      permit: guards.permit('invoices', 'pay'),
      tags,
      summary: 'Record a payment against an invoice (superadmin); 409 beyond what is due',
      params: idParams,
      body: paymentCreate,
      answer: oneResponse(invoice),
      status: 201,
      errors: [400, 401, 403, 404, 409],
    }),
    async (req, reply) => {
      const data = await recordPayment(db, callerOf(req).user.id, req.params.id, req.body);
      return reply.code(201).send({ data });
    },
  );

  app.post(
    '/invoices/:id/credit-notes',
    guarded({
      permit: guards.permit('invoices', 'credit'),
      tags,
      summary:
        'Issue a credit note (avoir) on an invoice (superadmin): its net, by default all not credited yet',
      params: idParams,
      body: creditNoteCreate,
      answer: oneResponse(invoice),
      status: 201,
      errors: [400, 401, 403, 404, 409],
    }),
    async (req, reply) => {
      const data = await creditInvoice(db, callerOf(req).user.id, req.params.id, req.body);
      return reply.code(201).send({ data });
    },
  );
};
