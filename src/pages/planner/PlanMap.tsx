import { useTranslate } from 'react-admin';
import type { BoardRequest, Round } from '../../../contract/rounds';
import { FlotteMap, type MapMarker } from '../../components/map/FlotteMap';
import type { DispatchPosition } from '../../components/map/types';

/**
 * The planner's map: the unplanned requests (their drop-off), each round's stops numbered in
 * order, and the selected round's path as a line. The lists beside it give the same facts as
 * text; it redraws with every move (new stops, new order).
 */
export const PlanMap = ({
  requests,
  rounds,
  selected,
}: {
  requests: readonly BoardRequest[];
  rounds: readonly Round[];
  selected: string | null;
}) => {
  const translate = useTranslate();
  const waiting: MapMarker[] = requests.flatMap((r) =>
    r.lat === null || r.lng === null
      ? []
      : [
          {
            id: `request-${r.id}`,
            kind: 'dispatch',
            lat: r.lat,
            lng: r.lng,
            label: translate('flotte.planner.marker_request', {
              reference: r.reference,
              address: r.dropoff_address,
            }),
          },
        ],
  );
  const shown = selected ? rounds.filter((r) => r.id === selected) : rounds;
  const stops: MapMarker[] = shown.flatMap((r) =>
    r.stops.map((s, i) => ({
      id: `stop-${s.id}`,
      kind: s.kind,
      lat: s.lat,
      lng: s.lng,
      text: String(i + 1),
      label: translate('flotte.planner.marker_stop', {
        n: i + 1,
        asset: r.asset_name,
        kind: translate(`flotte.planner.kinds.${s.kind}`),
        reference: s.reference,
      }),
    })),
  );
  const path: DispatchPosition[] = (rounds.find((r) => r.id === selected)?.stops ?? []).map(
    (s) => ({ at: s.planned_arrival, lat: s.lat, lng: s.lng, flagged: false }),
  );
  const markers = [...waiting, ...stops];
  return (
    <FlotteMap
      label={translate('flotte.planner.map_label')}
      markers={markers}
      trail={path}
      fitKey={`${selected ?? ''}:${markers.length}`}
      height="min(60vh, 520px)"
    />
  );
};
