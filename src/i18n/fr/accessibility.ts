/** Accessibility texts (slice A): names and descriptions read by assistive technologies. */
export const accessibilityFr = {
  flotte: {
    a11y: {
      language: 'Langue',
      language_named: 'Langue : %{language}',
    },
  },
};
