-- The webhook history's retention (server/jobs/webhook-retention.ts, docs/integrations.md): the
-- hourly job deletes finished deliveries and their events in batches; these indexes let each
-- batch read only what it deletes, however long the history.

-- Finished deliveries by the time of their last try, oldest first (the job's own expression).
create index webhook_deliveries_finished_idx
  on webhook_deliveries ((coalesce(last_attempt_at, created_at)))
  where state in ('succeeded', 'failed');

-- A delivery's event: deleting an event cascades to its deliveries, and the job asks whether an
-- event has a delivery left; the unique (endpoint_id, event_id) index cannot answer by event.
create index webhook_deliveries_event_idx on webhook_deliveries (event_id);

-- Prepared events by age (the unprepared ones have their own index, migration 030).
create index webhook_events_prepared_idx on webhook_events (created_at)
  where prepared_at is not null;
