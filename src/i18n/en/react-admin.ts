import type { reactAdminFr } from '../fr/react-admin';
import type { MessagesOf } from '../schema';

/** react-admin's own messages in the app's words, merged over ra-language-english. */
export const reactAdminEn = {
  ra: {
    action: {
      edit: 'Edit',
      create_item: 'Create “%{item}”',
    },
    page: {
      create: 'New %{name}',
      empty: 'Nothing yet.',
      invite: 'Start with the “Create” button.',
      not_found: 'Page not found',
    },
    input: {
      file: {
        upload_several: 'Drop files here or click to choose them.',
        upload_single: 'Drop a file here or click to choose it.',
      },
      image: {
        upload_several: 'Drop images here or click to choose them.',
        upload_single: 'Drop an image here or click to choose it.',
      },
      references: {
        all_missing: 'The linked items cannot be found.',
        many_missing: 'Some linked items no longer exist.',
        single_missing: 'The linked item no longer exists.',
      },
    },
    message: {
      are_you_sure: 'Do you really want to continue?',
      bulk_delete_title: 'Delete %{smart_count} item? |||| Delete %{smart_count} items?',
      bulk_delete_content: 'Deleting cannot be undone.',
      delete_title: 'Delete “%{recordRepresentation}”?',
      delete_content: 'Deleting cannot be undone.',
      error: 'An error in the browser stopped the action.',
      invalid_form: 'Some fields need fixing.',
      unsaved_changes: 'Some changes are not saved. Leave the page anyway?',
    },
    auth: {
      auth_check_error: 'Sign in to continue.',
      email: 'Email address',
      logout: 'Sign out',
    },
    notification: {
      created: 'Record created.',
      updated: 'Changes saved. |||| %{smart_count} items changed.',
      deleted: 'Item deleted. |||| %{smart_count} items deleted.',
      item_doesnt_exist: 'This item does not exist or was deleted.',
      data_provider_error: 'Something went wrong. Try again later.',
    },
    validation: {
      required: 'This field is required.',
      minLength: 'At least %{min} characters.',
      maxLength: 'At most %{max} characters.',
      minValue: 'At least %{min}.',
      maxValue: 'At most %{max}.',
      number: 'Enter a number.',
      email: 'Invalid email address.',
      oneOf: 'Choose one of: %{options}.',
      regex: 'Invalid format.',
      unique: 'This value is already used.',
    },
  },
} satisfies MessagesOf<typeof reactAdminFr>;
