import AddIcon from '@mui/icons-material/Add';
import { CanAccess, Menu as RaMenu, useTranslate } from 'react-admin';

/**
 * One entry per resource the role may list (ResourceItem asks canAccess itself, so each role
 * sees its own menu: the superadmin users, businesses and asset types; the in-house manager
 * businesses and asset types; the others asset types), plus the shortcuts the role may use:
 * only the superadmin may create asset types.
 */
export const Menu = () => {
  const translate = useTranslate();
  return (
    <RaMenu>
      <RaMenu.DashboardItem />
      <RaMenu.ResourceItem name="business-dispatches" />
      <CanAccess action="create" resource="business-dispatches">
        <RaMenu.Item
          to="/business-dispatches/create"
          primaryText={translate('flotte.menu.new_request')}
          leftIcon={<AddIcon />}
        />
      </CanAccess>
      <RaMenu.ResourceItem name="assets" />
      <RaMenu.ResourceItem name="users" />
      <RaMenu.ResourceItem name="business" />
      <RaMenu.ResourceItem name="asset-type" />
      <RaMenu.ResourceItem name="business-types" />
      <RaMenu.ResourceItem name="request-package-types" />
      <CanAccess action="create" resource="asset-type">
        <RaMenu.Item
          to="/asset-type/create"
          primaryText={translate('flotte.menu.new_asset_type')}
          leftIcon={<AddIcon />}
        />
      </CanAccess>
    </RaMenu>
  );
};
