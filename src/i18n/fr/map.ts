/**
 * The maps (issue 19, docs/maps.md): a request's tracking section, the live map, the point
 * picker of the request form, the map's own controls. Spread into fr.ts; en/map.ts mirrors it.
 */
export const mapFr = {
  flotte: {
    map: {
      controls: {
        marker: 'Repère',
        zoom_in: 'Zoomer',
        zoom_out: 'Dézoomer',
        reset_bearing: 'Remettre le nord en haut',
        attribution: 'Afficher les sources de la carte',
        help_windows: 'Ctrl + molette pour zoomer sur la carte',
        help_mac: '⌘ + molette pour zoomer sur la carte',
        help_mobile: 'Deux doigts pour déplacer la carte',
      },
      unsupported:
        'La carte ne peut pas s’afficher sur cet appareil : les mêmes informations sont données en texte.',
      failed: 'La carte n’a pas pu se charger : les mêmes informations sont données en texte.',
      cluster: '%{smart_count} livraison ici : zoomer |||| %{smart_count} livraisons ici : zoomer',
      same_place:
        '%{smart_count} livraison au même endroit |||| %{smart_count} livraisons au même endroit',
      markers: {
        pickup: 'Prise en charge : %{address}',
        dropoff: 'Livraison : %{address}',
        driver: 'Chauffeur : %{seen}',
        pickup_short: 'D',
        dropoff_short: 'A',
      },
      eta: {
        pickup: 'Arrivée à la prise en charge vers %{time} (%{relative})',
        pickup_distance: 'Arrivée à la prise en charge vers %{time} (%{relative}), à %{distance}',
        dropoff: 'Arrivée à la livraison vers %{time} (%{relative})',
        dropoff_distance: 'Arrivée à la livraison vers %{time} (%{relative}), à %{distance}',
        any: 'Arrivée estimée vers %{time} (%{relative})',
        any_distance: 'Arrivée estimée vers %{time} (%{relative}), à %{distance}',
        method: {
          route: 'Calculée sur l’itinéraire routier.',
          straight_line: 'Estimée à vol d’oiseau, à la vitesse moyenne du type d’actif.',
        },
        unavailable:
          'Heure d’arrivée indisponible : pas encore de position du chauffeur, ou adresse sans coordonnées.',
      },
      last_seen: {
        at: 'dernière position %{relative} (%{time})',
        ago: '%{relative} (%{time})',
        never: 'aucune position reçue pour l’instant',
      },
      tracking: {
        title: 'Suivi',
        map_label: 'Carte du suivi de la demande %{reference}',
        pickup: 'Prise en charge',
        dropoff: 'Livraison',
        driver: 'Chauffeur',
        eta: 'Arrivée',
        placed: 'sur la carte',
        not_placed: 'sans point sur la carte',
        not_started: 'Le suivi commence quand un actif est affecté à la demande.',
        ended: 'Livraison terminée : le trajet enregistré reste affiché.',
        loading: 'Chargement du suivi…',
        load_failed: 'Le suivi n’a pas pu se charger.',
        positions: '%{smart_count} position reçue |||| %{smart_count} positions reçues',
      },
      live: {
        menu: 'Carte en direct',
        title: 'Carte en direct',
        map_label: 'Carte des livraisons en cours',
        list_title: 'Livraisons en cours',
        loading: 'Chargement des livraisons en cours…',
        load_failed: 'Les livraisons en cours n’ont pas pu se charger.',
        empty: 'Aucune livraison en cours.',
        truncated: 'Seules les livraisons les plus récentes sont affichées.',
        reference: 'Demande',
        asset: 'Actif',
        driver: 'Chauffeur',
        last_seen: 'Dernière position',
        status: 'Statut',
        no_driver: 'Aucun',
        no_position: 'Pas encore de position',
        marker: 'Demande %{reference}, %{asset} : ouvrir la demande',
        without_position:
          '%{smart_count} livraison sans position n’est pas sur la carte. |||| %{smart_count} livraisons sans position ne sont pas sur la carte.',
        statuses: { assigned: 'Affectée', in_transit: 'En route' },
      },
      picker: {
        far_apart:
          'Ce point est à %{km} km du %{other} : vérifiez qu’il est bien placé (l’enregistrement reste possible).',
        far_from_country:
          'Ce point est à %{km} km hors du pays de l’adresse (%{country}) : vérifiez qu’il est bien placé (l’enregistrement reste possible).',
        pickup: 'Point de prise en charge',
        dropoff: 'Point de livraison',
        show: 'Placer sur la carte',
        hide: 'Masquer la carte',
        map_label_pickup: 'Carte du point de prise en charge',
        map_label_dropoff: 'Carte du point de livraison',
        help: 'Cliquez sur la carte pour placer le point, ou faites glisser le repère. Au clavier : déplacez la carte avec les flèches puis « Placer au centre », ou le repère avec les flèches.',
        marker_pickup: 'Point de prise en charge (flèches pour le déplacer)',
        marker_dropoff: 'Point de livraison (flèches pour le déplacer)',
        place_center: 'Placer au centre de la carte',
        clear: 'Retirer le point',
        search: 'Chercher l’adresse saisie',
        searching: 'Recherche des adresses…',
        suggestions: 'Adresses proposées',
        no_suggestion:
          'Aucune adresse proposée : placez le point sur la carte ou saisissez ses coordonnées.',
        search_unconfigured:
          'La recherche d’adresse n’est pas configurée sur ce serveur : placez le point avec « Placer sur la carte », ou saisissez sa latitude et sa longitude ci-dessous.',
        too_short: 'Saisissez d’abord au moins 3 caractères de l’adresse.',
        search_failed: 'La recherche d’adresse n’a pas abouti.',
        lat: 'Latitude',
        lng: 'Longitude',
        coordinates_help: 'En degrés décimaux, par exemple 48,8566 et 2,3522.',
        both: 'Donnez la latitude et la longitude, ou aucune des deux.',
        none: 'Aucun point placé.',
        placed: 'Point placé : %{lat}, %{lng}.',
      },
    },
  },
};
