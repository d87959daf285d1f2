/**
 * The superadmin's and the manager's business screens (the businesses resource, plans).
 * Spread into fr.ts; en/business.ts mirrors it.
 */
export const businessFr = {
  flotte: {
    business_admin: {
      tabs: {
        label: 'État de validation',
        waiting: 'En attente',
        active: 'Actives',
        all: 'Toutes',
      },
      empty: {
        waiting: 'Aucune entreprise en attente de validation : la file de validation est vide.',
        active: "Aucune entreprise active pour l'instant.",
        all: "Aucune entreprise pour l'instant.",
        filtered: 'Aucune entreprise ne correspond à ces critères.',
      },
      actions: 'Actions',
      no_plan: 'Aucun (offre gratuite)',
      no_currency: 'Aucune',
      approve: 'Valider',
      suspend: 'Suspendre',
      // Leaving each confirmation without the change.
      approve_keep: 'Laisser en attente',
      suspend_keep: 'Laisser active',
      approve_named: 'Valider %{name}',
      suspend_named: 'Suspendre %{name}',
      approve_title: 'Valider « %{name} » ?',
      approve_content:
        "L'entreprise pourra créer des demandes, s'abonner et modifier son profil. Son équipe et ses adresses de notification en seront informées par e-mail.",
      suspend_title: 'Suspendre « %{name} » ?',
      suspend_content:
        'Son équipe pourra encore se connecter et consulter ses données, mais plus rien créer ni modifier. Elle en sera informée par e-mail, ainsi que ses adresses de notification.',
      approved: '« %{name} » est validée.',
      suspended: '« %{name} » est suspendue.',
      delete_title: 'Supprimer « %{name} » ?',
      delete_content:
        "Les comptes de son équipe seront désactivés et déconnectés, ses actifs retirés et son abonnement arrêté ; son historique (demandes, mouvements) est conservé. C'est impossible tant qu'elle a des demandes en cours, de l'argent sur son portefeuille ou des clients B2B.",
      profile: 'Entreprise',
      active_now: 'Active dès sa création',
      staff_account: "Premier membre de l'équipe",
      helpers: {
        country: 'Code à deux lettres, ex. FR.',
        slug: 'Adresse de sa page de connexion : minuscules, chiffres et tirets ; déduite du nom si vide.',
        parent: 'Une entreprise en marque blanche active.',
        kind_locked: 'Un client B2B le reste.',
        active: 'Décochez pour la placer dans la file de validation.',
        staff_account:
          'Il recevra un e-mail avec un code pour choisir son mot de passe (page « Mot de passe oublié »).',
      },
      tab: {
        details: 'Profil',
        settings: 'Paramètres',
        subscription: 'Abonnement',
        staff: 'Équipe',
        requests: 'Demandes',
        wallet: 'Portefeuille',
      },
      settings: {
        loading: 'Chargement des paramètres…',
        defaults:
          "Cette entreprise n'a encore enregistré aucun paramètre : voici les valeurs par défaut.",
        currency: 'Devise du portefeuille',
        timezone: 'Fuseau horaire',
        country: 'Pays',
        default_language: 'Langue des e-mails',
        require_recipient_phone: 'Téléphone du destinataire obligatoire',
        default_package_type_id: 'Type de colis par défaut',
        low_balance_threshold: 'Seuil de solde bas',
        no_threshold: 'Aucune alerte',
        notification_emails: 'E-mails de notification',
        none: 'Aucun',
        updated_at: 'Modifiés le',
        never: 'Jamais',
      },
      subscription_statuses: {
        active: 'Actif',
        past_due: 'Impayé',
        cancelled: 'Terminé',
      },
      subscription: {
        none_live: "Aucun abonnement en cours : l'entreprise a les droits de l'offre gratuite.",
        renews: 'Forfait %{plan} à %{price} par mois, renouvelé le %{date}.',
        ends: 'Forfait %{plan} à %{price} par mois, sans renouvellement : prend fin le %{date}.',
        past_due:
          "Forfait %{plan} : le renouvellement du %{date} n'a pas pu être payé (%{price}) ; l'entreprise a les droits de l'offre gratuite.",
        empty: "Cette entreprise ne s'est jamais abonnée.",
        plan: 'Forfait',
        status: 'Statut',
        price: 'Prix mensuel',
        period_start: 'Début de période',
        period_end: 'Fin de période',
        auto_renew: 'Renouvellement',
        ended_at: 'Terminé le',
      },
      staff: {
        name: 'Nom',
        email: 'Adresse e-mail',
        status: 'Statut',
        last_login_at: 'Dernière connexion',
        never: 'Jamais',
        empty: "Aucun membre dans l'équipe.",
        statuses: {
          active: 'Actif',
          invited: 'Invité',
          disabled: 'Désactivé',
        },
      },
      requests_empty: "Cette entreprise n'a encore fait aucune demande.",
      wallet: {
        loading: 'Chargement du portefeuille…',
        metrics: 'Vue d’ensemble',
        history: 'Évolution du solde',
        chart_title: 'Solde en fin de journée, %{days} derniers jours',
        chart_summary:
          'Du %{from} au %{to}, le solde passe de %{start} à %{end} (au plus bas %{low}, au plus haut %{high}).',
        chart_table: 'Solde par jour',
        transactions: 'Mouvements',
        no_transactions: "Aucun mouvement pour l'instant.",
      },
    },
    plans_admin: {
      no_limit: 'Sans limite',
      offered: 'Proposé aux entreprises',
      prices: 'Prix par devise',
      remove_price: 'Retirer ce prix',
      states: {
        active: 'Proposé',
        inactive: 'Retiré',
      },
      helpers: {
        code: 'De 2 à 32 caractères : minuscules, chiffres, tirets et _.',
        monthly_price: 'En unités de la devise, ex. 59,00',
        prices:
          'Une ligne par devise de vente : seules les entreprises dont le portefeuille est dans une de ces devises voient ce forfait.',
        commission_rate: 'Part de Flotte sur chaque livraison, en %, ex. 8',
        limit: 'Laissez vide pour ne pas limiter.',
        whitelabel_allowed: 'Permet la personnalisation : logo, couleurs, page de connexion.',
        active: "Un forfait retiré n'est plus proposé aux entreprises.",
      },
      delete_content:
        "Impossible si une entreprise s'y est déjà abonnée : retirez-le plutôt (décochez « Proposé aux entreprises »).",
    },
  },
  resources: {
    business: {
      name: 'Entreprise |||| Entreprises',
      page: {
        create: 'Nouvelle entreprise',
      },
      fields: {
        name: 'Nom',
        slug: 'Adresse de page (slug)',
        kind: 'Type',
        active: 'État',
        business_type_id: "Secteur d'activité",
        business_type_name: "Secteur d'activité",
        parent_business_id: 'Entreprise marque blanche',
        country: 'Pays',
        currency: 'Devise',
        contact_email: 'E-mail de contact',
        contact_phone: 'Téléphone de contact',
        address: 'Adresse',
        plan_name: 'Forfait',
        created_at: 'Inscrite le',
        updated_at: 'Modifiée le',
        staff: {
          name: 'Nom complet',
          email: 'Adresse e-mail',
          locale: 'Langue',
        },
      },
      notifications: {
        created: 'Entreprise créée ; son premier compte a reçu une invitation par e-mail.',
        updated: 'Entreprise modifiée.',
        deleted: 'Entreprise supprimée.',
      },
      active: 'Active',
      waiting: 'En attente',
      kinds: {
        whitelabel: 'Marque blanche',
        standard: 'Standard',
        b2b: 'Client B2B',
      },
    },
    plans: {
      name: 'Forfait |||| Forfaits',
      page: {
        create: 'Nouveau forfait',
      },
      fields: {
        code: 'Code',
        name: 'Nom',
        description: 'Description',
        monthly_price: 'Prix mensuel',
        currency: 'Devise',
        prices: 'Prix',
        max_assets: 'Actifs max.',
        max_users: 'Utilisateurs max.',
        whitelabel_allowed: 'Marque blanche',
        commission_rate: 'Commission',
        active: 'État',
        created_at: 'Créé le',
      },
      notifications: {
        created: 'Forfait créé.',
        updated: 'Forfait modifié.',
        deleted: 'Forfait supprimé.',
      },
    },
  },
};
