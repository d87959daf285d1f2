/**
 * The driver's round on `#/driver` (issue 29, docs/rounds.md "The driver's round"): the day's
 * stops in order with their times and steps, a stop left. Spread into fr.ts; en/driver-round.ts
 * mirrors it. Times are UTC in this version, as the windows.
 */
export const driverRoundFr = {
  flotte: {
    driver_round: {
      heading: 'Ma tournée du jour',
      summary: '%{asset} · %{smart_count} arrêt |||| %{asset} · %{smart_count} arrêts',
      stops: 'Arrêts de la tournée, dans l’ordre',
      kind: { pickup: 'Prise en charge', dropoff: 'Livraison' },
      stop_title: '%{position}. %{kind} %{reference}',
      planned: 'Prévu à %{time}',
      eta: 'Arrivée estimée à %{time}',
      late: 'en retard sur le créneau',
      eta_from: {
        position: 'Estimations depuis votre position.',
        last_stop: 'Estimations depuis votre dernier arrêt.',
        depot: 'Estimations depuis le dépôt.',
      },
      served: 'Fait',
      next: 'Prochain arrêt',
      navigate: 'Itinéraire vers %{address}',
      skip: 'Laisser cet arrêt',
      skip_title: 'Laisser l’arrêt %{reference} ?',
      skip_hint:
        'La demande retourne au planificateur pour être replanifiée ; votre motif figure dans son historique.',
      skip_reason: 'Motif',
      skip_confirm: 'Laisser l’arrêt',
      skip_cancel: 'Annuler',
      skipped: 'Arrêt %{reference} laissé : il retourne au planificateur.',
      error: 'La tournée n’a pas pu se charger.',
    },
  },
};
