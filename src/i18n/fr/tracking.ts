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
    failed: 'Non livrée : une nouvelle tentative sera convenue',
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
  powered_by: 'Suivi assuré par Flotte',
};
