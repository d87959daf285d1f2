import { DateField, useLocaleState, type DateFieldProps } from 'react-admin';

/** DateField in the app's language, not the browser's. */
export const LocaleDateField = (props: DateFieldProps) => {
  const [locale] = useLocaleState();
  return <DateField {...props} locales={locale} />;
};
