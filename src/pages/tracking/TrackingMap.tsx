import { useMemo } from 'react';
import { I18nContext, type I18nProvider, type TranslationMessages } from 'react-admin';
import { FlotteMap } from '../../components/map/FlotteMap';
import { mapSupported } from '../../components/map/loadMapLibre';
import { mapEn } from '../../i18n/en/map';
import { mapFr } from '../../i18n/fr/map';
import { useLocaleState } from '../auth/i18n';
import { translateIn } from '../auth/translate';

/**
 * The driver's last position on a small map, for the recipient's page (docs/maps.md). A chunk of
 * its own, loaded only while a delivery in transit has a position and tiles are configured: the
 * page and the first screen carry neither this nor MapLibre (loadMapLibre.ts loads it on use).
 * FlotteMap speaks through react-admin's translate: the map's own words (its controls) are given
 * from the maps' catalog in the page's language, looked up as the account pages do.
 */
const TrackingMap = ({
  lat,
  lng,
  label,
  markerLabel,
}: {
  lat: number;
  lng: number;
  /** The map's name (its region's label). */
  label: string;
  /** The driver's marker's name: who and when. */
  markerLabel: string;
}) => {
  const [locale] = useLocaleState();
  const i18n = useMemo<I18nProvider>(() => {
    const messages = (locale === 'en' ? mapEn : mapFr) as unknown as TranslationMessages;
    return {
      translate: (key, options) => translateIn(messages, key, options),
      changeLocale: () => Promise.resolve(),
      getLocale: () => locale,
    };
  }, [locale]);
  // Without WebGL 2 the text beside it says everything: no map, and no notice that it is missing.
  if (!mapSupported()) return null;
  return (
    <I18nContext.Provider value={i18n}>
      <FlotteMap
        label={label}
        markers={[{ id: 'driver', kind: 'driver', lat, lng, label: markerLabel }]}
        // Centred once; the marker then follows each read without taking the view from the user.
        fitKey="driver"
        height={220}
      />
    </I18nContext.Provider>
  );
};

export default TrackingMap;
