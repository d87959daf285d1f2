/** A date and time in the page's language; a dash when there is none. */
export const formatWhen = (value: string | null | undefined, locale: string) =>
  value
    ? new Intl.DateTimeFormat(locale === 'en' ? 'en-GB' : 'fr-FR', {
        dateStyle: 'medium',
        timeStyle: 'short',
      }).format(new Date(value))
    : '—';
