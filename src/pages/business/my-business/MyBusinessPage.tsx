import { Box, Tab, Tabs } from '@mui/material';
import { useTranslate } from 'react-admin';
import { useSearchParams } from 'react-router-dom';
import { canAccess } from '../../../../contract/permissions';
import { useAuthState } from '../../../providers/store';
import { InactiveNotice } from '../../../components/business/InactiveNotice';
import { BrandingTab } from './BrandingTab';
import { DetailsTab } from './DetailsTab';
import { SettingsTab } from './SettingsTab';
import { PageFrame } from '../PageFrame';

const TABS = ['details', 'settings', 'branding'] as const;
type TabName = (typeof TABS)[number];

/**
 * /my-business: the staff's own business in tabs (profile, settings, branding; the tab is in
 * the address, `?tab=`). B2B staff read their profile only.
 */
export const MyBusinessPage = () => {
  const translate = useTranslate();
  const { user } = useAuthState();
  const [params, setParams] = useSearchParams();
  const editor = canAccess(user?.role, { resource: 'my-business', action: 'edit' });
  const tabs: readonly TabName[] = editor ? TABS : ['details'];
  const asked = params.get('tab');
  const tab = tabs.find((t) => t === asked) ?? 'details';
  return (
    <PageFrame title="flotte.my_business.title">
      {editor ? <InactiveNotice /> : null}
      {tabs.length > 1 ? (
        <Tabs
          value={tab}
          onChange={(_, next: TabName) => setParams({ tab: next })}
          aria-label={translate('flotte.my_business.tabs_label')}
          sx={{ mb: 2 }}
        >
          {tabs.map((t) => (
            <Tab
              key={t}
              value={t}
              id={`my-business-tab-${t}`}
              aria-controls="my-business-panel"
              label={translate(`flotte.my_business.tabs.${t}`)}
            />
          ))}
        </Tabs>
      ) : null}
      <Box
        role={tabs.length > 1 ? 'tabpanel' : undefined}
        id="my-business-panel"
        aria-labelledby={tabs.length > 1 ? `my-business-tab-${tab}` : undefined}
      >
        {tab === 'settings' ? <SettingsTab /> : tab === 'branding' ? <BrandingTab /> : null}
        {tab === 'details' ? <DetailsTab editable={editor} /> : null}
      </Box>
    </PageFrame>
  );
};
