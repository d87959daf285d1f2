import type { MessagesOf } from '../schema';
import type { driverRoundFr } from '../fr/driver-round';

/** The driver's round, in English (mirrors fr/driver-round.ts). */
export const driverRoundEn = {
  flotte: {
    driver_round: {
      heading: 'My round today',
      summary: '%{asset} · %{smart_count} stop |||| %{asset} · %{smart_count} stops',
      stops: 'The round’s stops, in order',
      kind: { pickup: 'Pickup', dropoff: 'Drop-off' },
      stop_title: '%{position}. %{kind} %{reference}',
      planned: 'Planned at %{time}',
      eta: 'Expected at %{time}',
      late: 'late for the window',
      eta_from: {
        position: 'Estimated from your position.',
        last_stop: 'Estimated from your last stop.',
        depot: 'Estimated from the depot.',
      },
      served: 'Done',
      next: 'Next stop',
      navigate: 'Directions to %{address}',
      skip: 'Skip this stop',
      skip_title: 'Skip stop %{reference}?',
      skip_hint:
        'The request goes back to the planner to be planned again; your reason shows in its history.',
      skip_reason: 'Reason',
      skip_confirm: 'Skip the stop',
      skip_cancel: 'Cancel',
      skipped: 'Stop %{reference} skipped: it goes back to the planner.',
      error: 'The round could not be loaded.',
    },
  },
} satisfies MessagesOf<typeof driverRoundFr>;
