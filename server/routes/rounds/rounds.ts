import type { FastifyBaseLogger } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { listResponse, oneResponse } from '../../../contract/common';
import {
  board,
  boardQuery,
  depot,
  depotCreate,
  depotListQuery,
  depotUpdate,
  insertInput,
  insertion,
  plan,
  round,
  roundEta,
  roundListQuery,
  optimiseInput,
  stopSkip,
  stopsUpdate,
} from '../../../contract/rounds';
import type { Db } from '../../db/db';
import { callerOf, type AuthGuards } from '../../plugins/auth';
import { bearer } from '../../plugins/docs';
import {
  createDepot,
  deleteDepot,
  getDepot,
  listDepots,
  updateDepot,
} from '../../services/rounds/depots';
import { dayBoard } from '../../services/rounds/board';
import { insertRequest } from '../../services/rounds/insert';
import { optimiseDay, type PlanDeps } from '../../services/rounds/plan';
import { publishRound } from '../../services/rounds/publish';
import { getRound, listRounds } from '../../services/rounds/read';
import { roundEta as etaOf } from '../../services/rounds/eta';
import { skipStop } from '../../services/rounds/skip';
import { updateStops } from '../../services/rounds/stops';
import type { NoticeDeps } from '../../services/tracking/recipient-notices';
import { guarded } from '../guarded';
import { recordRoutes } from '../record-routes';
import { errorResponses, idParams, paged } from '../schemas';

export interface RoundRouteOptions extends NoticeDeps {
  db: Db;
  guards: AuthGuards;
  planning: Omit<PlanDeps, 'log'>;
  log: Pick<FastifyBaseLogger, 'warn'>;
}

/**
 * Depots and rounds (issue 29, docs/rounds.md): owners, businesses (their in-house fleet) and
 * the operator plan a day's rounds and publish them as dispatches; a driver reads its own.
 */
export const roundRoutes: FastifyPluginAsyncZod<RoundRouteOptions> = async (
  app,
  { db, guards, planning, log, mailer, publicUrl },
) => {
  const notices: NoticeDeps = { mailer, publicUrl };
  const deps: PlanDeps = { ...planning, log };
  const tags = ['rounds'];

  recordRoutes(app, db, {
    path: '/depots',
    tags,
    record: depot,
    list: {
      permit: guards.permit('depots', 'list'),
      summary: 'The depots of the caller’s fleet (the operator: all)',
      errors: [400, 401, 403],
      query: depotListQuery,
      run: listDepots,
    },
    show: {
      permit: guards.permit('depots', 'show'),
      summary: 'One depot',
      errors: [401, 403, 404],
      run: getDepot,
    },
    create: {
      permit: guards.permit('depots', 'create'),
      summary:
        'Add a depot to the caller’s fleet (the operator names `owner_user_id` or `business_id`)',
      errors: [400, 401, 403, 422],
      body: depotCreate,
      run: createDepot,
    },
    edit: {
      permit: guards.permit('depots', 'edit'),
      summary: 'Change a depot (the fields sent)',
      errors: [400, 401, 403, 404, 422],
      body: depotUpdate,
      run: updateDepot,
    },
    remove: {
      permit: guards.permit('depots', 'delete'),
      summary: 'Delete a depot (its rounds keep their times, without a depot named)',
      errors: [401, 403, 404],
      run: deleteDepot,
    },
  });

  app.post(
    '/rounds/optimise',
    {
      onRequest: guards.permit('rounds', 'create'),
      schema: {
        tags,
        summary:
          'Plan a day: the fleet’s pending requests of `date` into draft rounds of its compliant assets (replacing the day’s drafts, keeping locked stops); the requests left out with their reason',
        security: bearer,
        body: optimiseInput,
        response: { 200: oneResponse(plan), ...errorResponses(400, 401, 403, 404, 409, 422) },
      },
    },
    async (req) => ({ data: await optimiseDay(db, callerOf(req).user, req.body, deps) }),
  );

  app.get(
    '/rounds/board',
    guarded({
      permit: guards.permit('rounds', 'create'),
      tags,
      summary:
        'What a planner plans `date` with: the fleet’s pending requests in no draft round, its assets that may go out (driver, compliance and its reasons)',
      querystring: boardQuery,
      answer: oneResponse(board),
      errors: [400, 401, 403],
    }),
    async (req) => ({ data: await dayBoard(db, callerOf(req).user, req.query) }),
  );

  app.post(
    '/rounds/insert',
    guarded({
      permit: guards.permit('rounds', 'dispatch'),
      tags,
      summary:
        'A pending request into the day’s published round where it adds the least time: its cost and the new times of the stops after it; with `confirm`, its dispatch created on the round',
      body: insertInput,
      answer: oneResponse(insertion),
      errors: [400, 401, 403, 404, 409],
    }),
    async (req) => ({
      data: await insertRequest(db, callerOf(req).user, req.body, { ...deps, ...notices }),
    }),
  );

  app.get(
    '/rounds',
    {
      onRequest: guards.permit('rounds', 'list'),
      schema: {
        tags,
        summary: 'The caller’s rounds with their stops (a driver: its published ones)',
        security: bearer,
        querystring: roundListQuery,
        response: { 200: listResponse(round), ...errorResponses(400, 401, 403) },
      },
    },
    async (req) => paged(await listRounds(db, callerOf(req).user, req.query), req.query),
  );

  app.get(
    '/rounds/:id',
    {
      onRequest: guards.permit('rounds', 'show'),
      schema: {
        tags,
        summary: 'One round with its stops in order',
        security: bearer,
        params: idParams,
        response: { 200: oneResponse(round), ...errorResponses(401, 403, 404) },
      },
    },
    async (req) => ({ data: await getRound(db, callerOf(req).user, req.params.id) }),
  );

  app.patch(
    '/rounds/:id/stops',
    {
      onRequest: guards.permit('rounds', 'edit'),
      schema: {
        tags,
        summary:
          'Reorder, move (from another draft round of the plan) and lock a draft round’s stops; times recomputed',
        security: bearer,
        params: idParams,
        body: stopsUpdate,
        response: { 200: oneResponse(round), ...errorResponses(400, 401, 403, 404, 409, 422) },
      },
    },
    async (req) => ({
      data: await updateStops(db, callerOf(req).user, req.params.id, req.body, deps),
    }),
  );

  app.post(
    '/rounds/:id/publish',
    {
      onRequest: guards.permit('rounds', 'dispatch'),
      schema: {
        tags,
        summary:
          'Publish a draft round: one dispatch per request (its driver, the recipients told); once only',
        security: bearer,
        params: idParams,
        response: { 200: oneResponse(round), ...errorResponses(401, 403, 404, 409) },
      },
    },
    async (req) => ({
      data: await publishRound(db, callerOf(req).user, req.params.id, notices),
    }),
  );

  app.get(
    '/rounds/:id/eta',
    {
      onRequest: guards.permit('rounds', 'show'),
      schema: {
        tags,
        summary:
          'The stops still to serve, timed again from the driver’s last position (else its last stop, else the depot)',
        security: bearer,
        params: idParams,
        response: { 200: oneResponse(roundEta), ...errorResponses(401, 403, 404) },
      },
    },
    async (req) => ({ data: await etaOf(db, callerOf(req).user, req.params.id, deps) }),
  );

  app.post(
    '/rounds/:id/skip',
    {
      onRequest: guards.permit('rounds', 'step'),
      schema: {
        tags,
        summary:
          'The driver leaves a stop not picked up yet: the request back to the planner, the reason on its timeline',
        security: bearer,
        params: idParams,
        body: stopSkip,
        response: { 200: oneResponse(round), ...errorResponses(400, 401, 403, 404, 409, 422) },
      },
    },
    async (req) => ({
      data: await skipStop(db, callerOf(req).user, req.params.id, req.body),
    }),
  );
};
