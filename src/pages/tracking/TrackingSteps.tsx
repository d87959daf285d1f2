import type { PublicTracking } from '../../../contract/tracking';
import { useTranslate } from '../auth/i18n';

/**
 * The steps a delivery goes through; a cancellation or a failed attempt ends it where it was (an
 * alert says so).
 */
const STEPS = ['created', 'assigned', 'in_transit', 'delivered'] as const;

type Timeline = PublicTracking['timeline'];

/**
 * The moves of the attempt under way: those after the last retry (a failed attempt's assignment
 * and pickup are not this attempt's), with the request's creation.
 */
export function currentAttempt(timeline: Timeline): Timeline {
  const retry = timeline.map((e) => e.kind).lastIndexOf('retried');
  if (retry < 0) return timeline;
  return [...timeline.filter((e) => e.kind === 'created'), ...timeline.slice(retry + 1)];
}

/** When the attempt made each move: the last time of each kind (the timeline is in order). */
const timesOf = (timeline: Timeline) =>
  new Map(currentAttempt(timeline).map((event) => [event.kind, event.at]));

/**
 * The status timeline, an ordered list of steps: the moves made with their time, the next one
 * current (`aria-current="step"`), the others to come. Vertical: it reads at 390 px.
 */
export const TrackingSteps = ({
  tracking,
  formatTime,
}: {
  tracking: PublicTracking;
  formatTime: (iso: string) => string;
}) => {
  const translate = useTranslate();
  const times = timesOf(tracking.timeline);
  const done = STEPS.filter((step) => times.has(step)).length;
  const stopped = tracking.status === 'cancelled' || tracking.status === 'failed';
  return (
    <ol className="tracking-steps">
      {STEPS.map((step, index) => {
        const at = times.get(step);
        const current = !stopped && index === done;
        return (
          <li
            key={step}
            className="tracking-step"
            data-state={at !== undefined ? 'done' : current ? 'current' : 'pending'}
            aria-current={current ? 'step' : undefined}
          >
            {/* A tick for a move made, the step's number otherwise; the text says the same. */}
            <span className="tracking-step-dot" aria-hidden="true">
              {at !== undefined ? '✓' : index + 1}
            </span>
            <span>
              <span className="tracking-step-label">
                {translate(`flotte.tracking.step.${step}`)}
              </span>
              <span className="tracking-secondary tracking-small" style={{ display: 'block' }}>
                {at ? formatTime(at) : translate('flotte.tracking.step_pending')}
              </span>
            </span>
          </li>
        );
      })}
    </ol>
  );
};
