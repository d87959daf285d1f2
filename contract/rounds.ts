import { z } from 'zod';
import { msg, requiredText, uuid } from './common';
import { complianceReason, day } from './documents';
import { timestamps } from './records';

/**
 * Rounds (issue 29, docs/rounds.md): depots, the day's plan of an owner's or a business's
 * fleet, its rounds and their ordered stops.
 */

/** `HH:MM`, a time of day (UTC in this version). */
export const timeOfDay = z
  .string({ error: msg.invalid })
  .regex(/^([01]\d|2[0-3]):[0-5]\d$/, { error: msg.invalid });

const latitude = z.number({ error: msg.invalid }).min(-90).max(90);
const longitude = z.number({ error: msg.invalid }).min(-180).max(180);

export const depot = z.object({
  id: z.string(),
  owner_user_id: z.string().nullable(),
  business_id: z.string().nullable(),
  name: z.string(),
  address: z.string(),
  lat: z.number(),
  lng: z.number(),
  opens: z.string(),
  closes: z.string(),
  ...timestamps,
});
export type Depot = z.infer<typeof depot>;

const depotFields = {
  name: requiredText(200),
  address: requiredText(500),
  lat: latitude,
  lng: longitude,
  opens: timeOfDay,
  closes: timeOfDay,
};

export const depotCreate = z
  .object({
    ...depotFields,
    opens: timeOfDay.optional().default('07:00'),
    closes: timeOfDay.optional().default('20:00'),
    /** The operator names whose depot it is (one of the two); others create their own. */
    owner_user_id: uuid.optional(),
    business_id: uuid.optional(),
  })
  .refine((v) => v.opens < v.closes, { path: ['closes'], error: msg.invalid });
export type DepotCreate = z.infer<typeof depotCreate>;

export const depotUpdate = z.object(depotFields).partial();
export type DepotUpdate = z.infer<typeof depotUpdate>;

export const depotListQuery = z.object({
  limit: z.coerce.number().int().min(1).max(100).optional().default(100),
  skip: z.coerce.number().int().min(0).optional().default(0),
});

export const ROUND_STATUSES = ['draft', 'published', 'in_progress', 'done'] as const;
export type RoundStatus = (typeof ROUND_STATUSES)[number];
export const STOP_KINDS = ['pickup', 'dropoff'] as const;

/** Why a request was left out of every round. */
export const UNPLACED_REASONS = [
  'no_location',
  'no_asset_of_type',
  'no_compliant_asset',
  'too_heavy',
  'window_unreachable',
  'no_room',
] as const;
export type UnplacedReason = (typeof UNPLACED_REASONS)[number];

export const roundStop = z.object({
  id: z.string(),
  kind: z.enum(STOP_KINDS),
  request_id: z.string(),
  reference: z.string(),
  sequence: z.number().int(),
  address: z.string(),
  lat: z.number(),
  lng: z.number(),
  planned_arrival: z.string(),
  planned_start: z.string(),
  planned_departure: z.string(),
  window_from: z.string().nullable(),
  window_until: z.string().nullable(),
  /** The planned start of service is after the window's end. */
  late: z.boolean(),
  load_kg: z.number(),
  locked: z.boolean(),
  /** The dispatch the published round created for this request. */
  dispatch_id: z.string().nullable(),
});
export type RoundStop = z.infer<typeof roundStop>;

export const round = z.object({
  id: z.string(),
  plan_id: z.string(),
  owner_user_id: z.string().nullable(),
  business_id: z.string().nullable(),
  asset_id: z.string(),
  asset_name: z.string(),
  driver_id: z.string().nullable(),
  driver_name: z.string().nullable(),
  date: z.string(),
  start_depot_id: z.string().nullable(),
  end_depot_id: z.string().nullable(),
  shift_start: z.string(),
  latest_end: z.string(),
  status: z.enum(ROUND_STATUSES),
  distance_m: z.number().int(),
  duration_s: z.number().int(),
  max_load_kg: z.number(),
  capacity_kg: z.number().nullable(),
  planned_end: z.string().nullable(),
  published_at: z.string().nullable(),
  stops: z.array(roundStop),
  ...timestamps,
});
export type Round = z.infer<typeof round>;

export const unplacedRequest = z.object({
  request_id: z.string(),
  reference: z.string(),
  reason: z.enum(UNPLACED_REASONS),
});
export type UnplacedRequest = z.infer<typeof unplacedRequest>;

/** Whose day a planner reads or plans: the operator names the fleet, others plan their own. */
const fleetNamed = {
  owner_user_id: uuid.optional(),
  business_id: uuid.optional(),
};

/** `POST /rounds/optimise`: the day to plan, and for the operator whose fleet. */
export const optimiseInput = z.object({
  date: day,
  /** The operator's: plan this owner's fleet, or this business's in-house one. */
  ...fleetNamed,
  /** The depot rounds leave from and return to (default: the fleet's first). */
  depot_id: uuid.optional(),
  shift_start: timeOfDay.optional(),
  shift_end: timeOfDay.optional(),
});
export type OptimiseInput = z.infer<typeof optimiseInput>;

export const plan = z.object({
  plan_id: z.string(),
  date: z.string(),
  /** Who solved it: `embedded` (the engine in a worker) or `vroom` (ROUTE_OPTIMIZER_URL). */
  solver: z.enum(['embedded', 'vroom']),
  /** How travel was measured: `route` (ROUTING_URL's table) or `straight_line`. */
  matrix: z.enum(['route', 'straight_line']),
  rounds: z.array(round),
  unplaced: z.array(unplacedRequest),
});
export type Plan = z.infer<typeof plan>;

/** `GET /rounds/board`: what a planner plans `date` with. */
export const boardQuery = z.object({ date: day, ...fleetNamed });
export type BoardQuery = z.infer<typeof boardQuery>;

/** A pending request of the day in no round yet: its drop-off and what planning weighs. */
export const boardRequest = z.object({
  id: z.string(),
  reference: z.string(),
  asset_type_name: z.string(),
  pickup_address: z.string(),
  dropoff_address: z.string(),
  /** The drop-off's point (null: not placed, the optimisation leaves it out). */
  lat: z.number().nullable(),
  lng: z.number().nullable(),
  weight_kg: z.number().nullable(),
  window_from: z.string().nullable(),
  window_until: z.string().nullable(),
  /** Loaded at a depot: no pickup stop. */
  at_depot: z.boolean(),
});
export type BoardRequest = z.infer<typeof boardRequest>;

/** An asset that may go out that day, with its driver and the compliance rule's answer. */
export const boardAsset = z.object({
  id: z.string(),
  name: z.string(),
  asset_type_name: z.string(),
  driver_name: z.string().nullable(),
  capacity_kg: z.number().nullable(),
  compliant: z.boolean(),
  reasons: z.array(complianceReason),
});
export type BoardAsset = z.infer<typeof boardAsset>;

export const board = z.object({
  date: z.string(),
  requests: z.array(boardRequest),
  assets: z.array(boardAsset),
  /** Those requests are the first of more (the board shows at most BOARD_LIMIT). */
  truncated: z.boolean(),
});
export type Board = z.infer<typeof board>;

/** The most unplanned requests a board lists (the optimisation takes them all). */
export const BOARD_LIMIT = 500;

export const roundListQuery = z.object({
  date: day.optional(),
  status: z.enum(ROUND_STATUSES).optional(),
  limit: z.coerce.number().int().min(1).max(100).optional().default(100),
  skip: z.coerce.number().int().min(0).optional().default(0),
});
export type RoundListQuery = z.infer<typeof roundListQuery>;

/**
 * `PATCH /rounds/{id}/stops`: the round's stops in their new order. A request of another draft
 * round of the same plan moves here (leaving that one); one left out returns to the unplanned.
 */
export const stopsUpdate = z.object({
  stops: z
    .array(
      z.object({
        request_id: uuid,
        kind: z.enum(STOP_KINDS),
        locked: z.boolean().optional().default(false),
      }),
    )
    .max(500),
});
export type StopsUpdate = z.infer<typeof stopsUpdate>;

/** Request fields planning reads (on `POST /business-dispatches`). */
export const planningFields = {
  pickup_from: z.iso.datetime({ offset: true, error: msg.invalid }).nullable(),
  pickup_until: z.iso.datetime({ offset: true, error: msg.invalid }).nullable(),
  dropoff_from: z.iso.datetime({ offset: true, error: msg.invalid }).nullable(),
  dropoff_until: z.iso.datetime({ offset: true, error: msg.invalid }).nullable(),
  service_minutes: z.number({ error: msg.invalid }).int().min(0).max(480).nullable(),
  volume_m3: z.number({ error: msg.invalid }).min(0).max(1000).nullable(),
  depot_id: uuid.nullable(),
};

/**
 * `POST /rounds/insert`: a request that came after publication, into the day's best published
 * round (the least added time). Without `confirm`, only what it would cost; with it, done.
 */
export const insertInput = z.object({
  request_id: uuid,
  ...fleetNamed,
  confirm: z.boolean().optional().default(false),
});
export type InsertInput = z.infer<typeof insertInput>;

export const insertion = z.object({
  round_id: z.string(),
  asset_name: z.string(),
  /** What the insertion adds to the round: seconds of its duration, metres of its distance. */
  added_s: z.number().int(),
  added_m: z.number().int(),
  /** The new stops and those after them: their planned start before (null: new) and after. */
  stops: z.array(
    z.object({
      request_id: z.string(),
      reference: z.string(),
      kind: z.enum(STOP_KINDS),
      before: z.string().nullable(),
      after: z.string(),
    }),
  ),
  /** Once confirmed: the round with its new stop (its dispatch created). */
  round: round.nullable(),
});
export type Insertion = z.infer<typeof insertion>;

/**
 * `GET /rounds/{id}/eta`: the stops still to serve, timed again from where the driver is now
 * (its last position, else the last stop served, else the depot) over the round's matrix: the
 * same computation as the plan's (timing.ts), recomputed after each step.
 */
export const roundEta = z.object({
  round_id: z.string(),
  /** When it was computed: the remaining stops are timed from then (or the shift's start). */
  at: z.string(),
  /** Where the driver was taken to be: its phone's last position, the last stop, the depot. */
  from: z.enum(['position', 'last_stop', 'depot']),
  stops: z.array(
    z.object({
      request_id: z.string(),
      kind: z.enum(STOP_KINDS),
      eta: z.string(),
      late: z.boolean(),
    }),
  ),
});
export type RoundEta = z.infer<typeof roundEta>;

/**
 * `POST /rounds/{id}/skip`: the driver leaves a stop not yet served (its request not picked up):
 * the request goes back to the planner's unplanned ones, the reason on its timeline.
 */
export const stopSkip = z.object({
  request_id: uuid,
  reason: requiredText(500),
});
export type StopSkip = z.infer<typeof stopSkip>;
