/**
 * The recipient's tracking page (`#/t/:token`, docs/tracking.md): public, in the light first
 * screen, so part of the account catalog (account.ts spreads it). en/tracking.ts mirrors it.
 */
export const trackingFr = {
  title: 'Suivi de votre livraison',
  reference: 'Livraison %{reference}',
  from: 'De la part de %{name}',
  loading: 'Chargement du suivi…',
  unknown_title: 'Lien inconnu ou expiré',
  unknown_text:
    'Ce lien de suivi ne correspond à aucune livraison, ou la livraison est terminée depuis plus de 30 jours. Vérifiez le lien reçu ou contactez l’expéditeur.',
  error_title: 'Le suivi n’a pas pu se charger',
  error_text: 'Réessayez dans un instant.',
  retry: 'Réessayer',
  status_heading: 'Où en est-elle ?',
  details_heading: 'Détails',
  pickup: 'Adresse de prise en charge',
  dropoff: 'Adresse de livraison',
  scheduled: 'Prévue le',
  not_scheduled: 'Dès que possible',
  status: {
    pending: 'En attente',
    assigned: 'Affectée',
    in_transit: 'En route',
    delivered: 'Livrée',
    failed: 'Non livrée',
    cancelled: 'Annulée',
  },
  step: {
    created: 'Demande reçue',
    assigned: 'Transporteur affecté',
    in_transit: 'Prise en charge, en route',
    delivered: 'Livrée',
  },
  step_pending: 'À venir',
  cancelled_text: 'Cette livraison a été annulée le %{at}.',
  failed_text:
    'Le livreur n’a pas pu vous remettre votre livraison le %{at} : %{reason}. Pour convenir d’une nouvelle tentative, contactez %{name}.',
  earlier_attempt: 'Tentative du %{at} non aboutie : %{reason}.',
  /** Why an attempt failed (the driver's reason code; its note is never shown). */
  reason: {
    absent: 'personne n’était présent à l’adresse',
    refused: 'la livraison a été refusée',
    wrong_address: 'l’adresse était introuvable ou erronée',
    damaged: 'le colis était endommagé',
    other: 'un empêchement',
  },
  round_heading: 'Votre créneau',
  round_window: 'Entre %{from} et %{until}',
  // One form per plural category (Intl.PluralRules): the page's lookup has no plurals.
  round_stops_before: {
    one: '%{count} arrêt avant le vôtre',
    other: '%{count} arrêts avant le vôtre',
  },
  round_next: 'Vous êtes le prochain arrêt.',
  way_heading: 'Arrivée prévue',
  eta: 'Arrivée prévue vers %{time} (%{relative}).',
  eta_method: {
    route: 'Estimée sur l’itinéraire routier.',
    straight_line: 'Estimée à vol d’oiseau, à une vitesse moyenne : elle peut varier.',
  },
  eta_unknown: 'L’heure d’arrivée sera estimée dès que le livreur aura transmis sa position.',
  last_seen: 'Dernière position du livreur à %{time}.',
  map_label: 'Carte : dernière position du livreur',
  map_marker: 'Le livreur, à %{time}',
  proof_heading: 'Preuve de livraison',
  proof_at: 'Remise le %{at}.',
  proof_name: 'Reçue par',
  proof_photo: 'Photo',
  proof_photo_alt: 'Photo de la livraison remise',
  proof_signature: 'Signature',
  proof_signature_alt: 'Signature de %{name}',
  proof_signature_alt_anonymous: 'Signature du destinataire',
  proof_code: 'Code de livraison vérifié.',
  recipient_check:
    'La signature et le nom du destinataire ne sont montrés qu’au destinataire : saisissez votre code de livraison pour les voir.',
  recipient_code: 'Code de livraison',
  recipient_show: 'Afficher',
  recipient_wrong: 'Ce code ne permet pas de les afficher.',
  powered_by: 'Suivi assuré par Flotte',
};
