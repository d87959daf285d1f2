import { accountToggleFr } from './account-toggle';

/**
 * The drivers' management (owners, businesses; the operator reads) and, on a request's page, its
 * driver, the steps of its delivery, its proof and receipt, and a failed attempt's retry
 * (docs/drivers.md). Spread into fr.ts; en/driver-admin.ts mirrors it.
 */
export const driverAdminFr = {
  flotte: {
    delivery: {
      title: 'Livraison',
      loading: 'Chargement de la livraison…',
      driver: 'Chauffeur',
      no_driver: 'Aucun chauffeur',
      attempt: 'Tentative n° %{count}',
      steps: {
        title: 'Étapes',
        arrived_pickup: 'Arrivé au point de prise en charge',
        picked_up: 'Colis pris en charge',
        arrived: 'Arrivé à destination',
        delivered: 'Livré',
        failed: 'Échec de la livraison',
        cancelled: 'Annulée',
        not_yet: 'Pas encore',
      },
      failure: {
        reason: 'Motif : %{reason}',
        note: 'Note : %{note}',
        reasons: {
          absent: 'Destinataire absent',
          refused: 'Colis refusé',
          wrong_address: 'Adresse erronée',
          damaged: 'Colis endommagé',
          other: 'Autre motif',
        },
      },
      proof: {
        title: 'Preuve de livraison',
        empty: 'Aucune preuve enregistrée pour cette livraison.',
        photo: 'Photo',
        photo_alt: 'Photo prise à la livraison',
        signature: 'Signature',
        signature_alt: 'Signature du destinataire',
        name: 'Nom du destinataire',
        code: 'Code de livraison',
        code_given: 'Code donné',
        taken_at: 'Le %{time}',
        position: 'Position : %{lat}, %{lng}',
        open_image: 'Ouvrir en grand : %{label}',
      },
      receipt: {
        download: 'Télécharger le reçu (PDF)',
        downloading: 'Téléchargement du reçu…',
        file: 'recu-%{reference}.pdf',
      },
      new_code: {
        action: 'Nouveau code de livraison',
        title: 'Envoyer un nouveau code au destinataire ?',
        content:
          'Un nouveau code de livraison est envoyé par e-mail au destinataire ; l’ancien ne fonctionne plus et le code bloqué après 5 erreurs est débloqué.',
        confirm: 'Envoyer le code',
        keep: 'Ne pas envoyer',
        done: 'Nouveau code envoyé au destinataire.',
        not_mailed:
          'Nouveau code créé, mais la demande n’a pas d’e-mail de destinataire : ajoutez-en un (changer le destinataire) puis renvoyez un code.',
      },
      retry: {
        action: 'Nouvelle tentative',
        title: 'Relancer la livraison ?',
        content:
          'La demande repasse en attente : un actif pourra de nouveau lui être affecté. Rien n’a été facturé pour la tentative échouée.',
        keep: 'Ne pas relancer',
        done: 'Demande remise en attente.',
      },
      change_driver: {
        action: 'Changer de chauffeur',
        title: 'Changer de chauffeur',
        confirm: 'Confirmer le chauffeur',
        keep: 'Garder le chauffeur actuel',
        done: 'Chauffeur modifié.',
      },
      driver_input: {
        label: 'Chauffeur',
        none: 'Aucun chauffeur',
        help: 'Par défaut, le chauffeur attitré de l’actif choisi.',
        loading: 'Chargement des chauffeurs…',
        empty: 'Aucun chauffeur actif : invitez-en depuis la page Chauffeurs.',
      },
      settings: {
        title: 'Preuves de livraison',
        proof_required: 'Preuves exigées à la livraison',
        proof_required_help:
          'Le chauffeur ne peut pas valider une livraison sans les preuves cochées ; aucune : il la valide librement.',
        kinds: {
          photo: 'Photo du colis livré',
          signature: 'Signature du destinataire',
          name: 'Nom du destinataire',
          code: 'Code de livraison donné par le destinataire',
        },
      },
    },
  },
  resources: {
    drivers: {
      name: 'Chauffeur |||| Chauffeurs',
      fields: {
        name: 'Nom',
        email: 'Adresse e-mail',
        phone: 'Téléphone',
        status: 'Statut',
        last_login_at: 'Dernière connexion',
        created_at: 'Ajouté le',
        actions: 'Actions',
        employer_name: 'Employeur',
        q: 'Recherche',
        default_driver_id: 'Chauffeur par défaut',
      },
      statuses: {
        active: 'Actif',
        disabled: 'Désactivé',
      },
      page: {
        show: 'Chauffeur « %{recordRepresentation} »',
        edit: 'Chauffeur « %{recordRepresentation} »',
      },
      notifications: {
        updated: 'Chauffeur modifié.',
      },
      never: 'Jamais',
      invite: 'Inviter un chauffeur',
      invite_help: 'Il recevra un e-mail avec un code pour choisir son mot de passe.',
      phone_help: 'Le destinataire et vous pourrez l’appeler pendant la livraison.',
      invited: 'Invitation envoyée à %{email}.',
      edit_label: 'Modifier %{name}',
      ...accountToggleFr,
      disable_content:
        'Ses sessions prendront fin immédiatement : il ne pourra plus se connecter ni recevoir de livraison.',
      enable_content: 'Il pourra de nouveau se connecter et recevoir des livraisons.',
      default_driver: {
        none: 'Aucun',
        help: 'Proposé pour chaque mission de cet actif ; modifiable à chaque affectation.',
      },
    },
  },
};
