import { useShowContext, useTranslate } from 'react-admin';
import type { Request } from '../../../contract/request';
import { useIsPhone } from '../common/PhoneCards';

/**
 * The request page's title: on a laptop react-admin's ("Demande <pickup> → <drop-off>"); on a
 * phone only the reference (issue 33), since both addresses wrapped to five lines under the app
 * bar there; the addresses stay in the page's body.
 */
export const RequestTitle = () => {
  const translate = useTranslate();
  const { defaultTitle, record } = useShowContext<Request>();
  const phone = useIsPhone();
  if (phone && record) {
    return (
      <>
        {translate('ra.page.show', {
          name: translate('resources.business-dispatches.name', { smart_count: 1 }),
          recordRepresentation: record.reference,
        })}
      </>
    );
  }
  return <>{defaultTitle}</>;
};
