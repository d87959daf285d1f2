import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { oneResponse } from '../../../contract/common';
import { quote, quoteCreate } from '../../../contract/quote';
import { tariff, tariffCreate, tariffListQuery, tariffUpdate } from '../../../contract/tariff';
import { callerOf } from '../../plugins/auth';
import { createQuote, type TravelDeps } from '../../services/pricing/quotes';
import { createTariff, getTariff, listTariffs, updateTariff } from '../../services/pricing/tariffs';
import type { BusinessRouteDeps } from '../deps';
import { guarded } from '../guarded';
import { asActor, recordRoutes } from '../record-routes';
import { flag, listParams } from '../schemas';

/**
 * Tariffs (the superadmin's; the manager reads them) and quotes (business and B2B staff):
 * docs/money.md "Tariffs and quotes".
 */
export const tariffRoutes: FastifyPluginAsyncZod<
  BusinessRouteDeps & { travel: TravelDeps }
> = async (app, { db, guards, travel }) => {
  recordRoutes(app, db, {
    path: '/tariffs',
    tags: ['tariff'],
    record: tariff,
    list: {
      permit: guards.permit('tariffs', 'list'),
      summary: 'List tariffs: the platform’s and the businesses’ negotiated ones',
      query: tariffListQuery,
      errors: [400, 401, 403],
      run: (db, caller, query) =>
        listTariffs(db, caller, {
          ...listParams(query),
          ids: query.id === undefined ? undefined : [query.id].flat(),
          assetTypeId: query.asset_type_id,
          businessId: query.business_id,
          currency: query.currency,
          active: flag(query.active),
        }),
    },
    show: {
      permit: guards.permit('tariffs', 'show'),
      summary: 'One tariff',
      errors: [401, 403, 404],
      run: (db, caller, id) => getTariff(db, caller, id),
    },
    create: {
      permit: guards.permit('tariffs', 'create'),
      summary:
        'Create a tariff (superadmin); 409 tariff_exists when one is active for the same asset type, currency and business',
      body: tariffCreate,
      errors: [400, 401, 403, 409],
      run: asActor(createTariff),
    },
    edit: {
      permit: guards.permit('tariffs', 'edit'),
      summary: 'Change a tariff (superadmin); requests already created keep their price',
      body: tariffUpdate,
      errors: [400, 401, 403, 404, 409],
      run: asActor(updateTariff),
    },
  });

  app.post(
    '/quotes',
    guarded({
      permit: guards.permit('quotes', 'create'),
      tags: ['tariff'],
      summary:
        'The price of a request before it exists, line by line, with the distance used; valid for 30 minutes',
      body: quoteCreate,
      answer: oneResponse(quote),
      status: 201,
      errors: [400, 401, 403],
    }),
    async (req, reply) => {
      const data = await createQuote(db, callerOf(req).user, req.body, travel);
      return reply.code(201).send({ data });
    },
  );
};
