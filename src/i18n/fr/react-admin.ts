/**
 * react-admin's own messages a user sees, in the app's words (docs/glossary.md): merged over
 * ra-language-french, whose "Éditer", "Élément créé", "Créer %{name}", "Déposez l'image à
 * uploader" and "Ce champ est requis" read unlike the rest of the app. Spread into fr.ts;
 * en/react-admin.ts mirrors it. Each resource's create title and save notices live with the
 * resource (`resources.<name>.page.create`, `resources.<name>.notifications.*`); these are the
 * fallbacks.
 */
export const reactAdminFr = {
  ra: {
    action: {
      edit: 'Modifier',
      create_item: 'Créer « %{item} »',
    },
    page: {
      // `%{name}` is the resource's singular name ("Demande"): no article to agree with it.
      create: 'Création : %{name}',
      empty: "Rien pour l'instant.",
      invite: 'Commencez avec le bouton « Créer ».',
      not_found: 'Page introuvable',
    },
    input: {
      file: {
        upload_several: 'Déposez des fichiers ici ou cliquez pour les choisir.',
        upload_single: 'Déposez un fichier ici ou cliquez pour le choisir.',
      },
      image: {
        upload_several: 'Déposez des images ici ou cliquez pour les choisir.',
        upload_single: 'Déposez une image ici ou cliquez pour la choisir.',
      },
      references: {
        all_missing: 'Les éléments liés sont introuvables.',
        many_missing: "Certains éléments liés n'existent plus.",
        single_missing: "L'élément lié n'existe plus.",
      },
    },
    message: {
      are_you_sure: 'Voulez-vous vraiment continuer ?',
      bulk_delete_title:
        'Supprimer %{smart_count} élément ? |||| Supprimer %{smart_count} éléments ?',
      bulk_delete_content: 'La suppression ne peut pas être annulée.',
      delete_title: 'Supprimer « %{recordRepresentation} » ?',
      delete_content: 'La suppression ne peut pas être annulée.',
      // "requête" would read as a delivery request here.
      error: "Une erreur dans le navigateur a empêché l'action d'aboutir.",
      invalid_form: 'Certains champs sont à corriger.',
      unsaved_changes:
        'Certaines modifications ne sont pas enregistrées. Quitter la page quand même ?',
    },
    auth: {
      auth_check_error: 'Connectez-vous pour continuer.',
      email: 'Adresse e-mail',
      logout: 'Se déconnecter',
    },
    notification: {
      created: 'Enregistrement créé.',
      updated: 'Modifications enregistrées. |||| %{smart_count} éléments modifiés.',
      deleted: 'Élément supprimé. |||| %{smart_count} éléments supprimés.',
      item_doesnt_exist: "Cet élément n'existe pas ou a été supprimé.",
      data_provider_error: 'Une erreur est survenue. Réessayez plus tard.',
    },
    // One wording with the app's own checks (flotte.validation.*): react-admin's required()
    // says exactly what a contract schema says.
    validation: {
      required: 'Ce champ est obligatoire.',
      minLength: 'Au moins %{min} caractères.',
      maxLength: 'Au plus %{max} caractères.',
      minValue: 'Au moins %{min}.',
      maxValue: 'Au plus %{max}.',
      number: 'Saisissez un nombre.',
      email: 'Adresse e-mail invalide.',
      oneOf: 'Choisissez parmi : %{options}.',
      regex: 'Format invalide.',
      unique: 'Cette valeur est déjà utilisée.',
    },
  },
};
