import { useTranslate } from 'react-admin';
import { LoadingStatus } from './LoadingStatus';

/** What a panel shows while its data loads: a spinner screen readers announce. */
export const LoadingPanel = () => {
  const translate = useTranslate();
  return <LoadingStatus label={translate('ra.page.loading')} />;
};
