import { FullScreenSpinner } from '../../layout/FullScreenSpinner';
import { useTranslate } from './i18n';

/**
 * Shown while the code of the next screen loads (an account page, or the admin after sign-in):
 * the large spinner of the admin's route changes, so that signing in shows one spinner.
 */
export const RouteSpinnerFallback = () => {
  const translate = useTranslate();
  return <FullScreenSpinner label={translate('flotte.route.loading')} />;
};
