import type { accessibilityFr } from '../fr/accessibility';
import type { MessagesOf } from '../schema';

/** Accessibility texts (slice A), in English. */
export const accessibilityEn = {
  flotte: {
    a11y: {
      language: 'Language',
      language_named: 'Language: %{language}',
    },
  },
} satisfies MessagesOf<typeof accessibilityFr>;
