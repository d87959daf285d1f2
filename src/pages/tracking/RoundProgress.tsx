import type { PublicTracking } from '../../../contract/tracking';
import { windowClock } from '../../../contract/promised-window';
import { useLocaleState, useTranslate } from '../auth/i18n';
import { Section } from './TrackingSections';

/**
 * While her round runs (docs/rounds.md, "The recipient"): the window she was promised and how
 * many stops the driver makes before hers ("3 arrêts avant le vôtre"), on her business's wall clock.
 * Text only, no map.
 */
export const RoundProgress = ({ round }: { round: PublicTracking['round'] }) => {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  if (!round) return null;
  const count = round.stops_before;
  const form = new Intl.PluralRules(locale).select(count) === 'one' ? 'one' : 'other';
  return (
    <Section id="tracking-round" title="flotte.tracking.round_heading">
      <p className="tracking-strong">
        {translate('flotte.tracking.round_window', {
          from: windowClock(round.window_from, locale, round.time_zone),
          until: windowClock(round.window_until, locale, round.time_zone),
        })}
      </p>
      <p role="status">
        {count === 0
          ? translate('flotte.tracking.round_next')
          : translate(`flotte.tracking.round_stops_before.${form}`, { count })}
      </p>
    </Section>
  );
};
