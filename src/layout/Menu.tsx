import AddIcon from '@mui/icons-material/Add';
import BusinessIcon from '@mui/icons-material/Business';
import StorefrontIcon from '@mui/icons-material/Storefront';
import WorkspacePremiumIcon from '@mui/icons-material/WorkspacePremium';
import { CanAccess, Menu as RaMenu, useTranslate } from 'react-admin';
import { useWhiteLabelEntitled } from '../pages/business/useOwnCustomization';

/**
 * One entry per resource the role may list (ResourceItem asks canAccess itself, so each role
 * sees its own menu: the superadmin users, businesses and asset types; the in-house manager
 * businesses and asset types; the others asset types), plus the shortcuts the role may use:
 * only the superadmin may create asset types. A business's staff and B2B sides are its own
 * staff's (the operator reaches them per business): the B2B entries show to white-label
 * businesses on a plan with the white-label features only (the routes refuse the others).
 */
/**
 * A list's entry opens it in its default state — no filter left from the last visit, first
 * page, default sort: a query in the address (`?filter={}`) wins over the parameters
 * react-admin kept for the list (issue 22: after approving from the queue, "Entreprises"
 * showed only waiting businesses).
 */
const ListItem = ({ name }: { name: string }) => (
  <RaMenu.ResourceItem
    name={name}
    to={{ pathname: `/${name}`, search: `?filter=${encodeURIComponent('{}')}` }}
  />
);

export const Menu = () => {
  const translate = useTranslate();
  const whiteLabel = useWhiteLabelEntitled();
  return (
    <RaMenu>
      <RaMenu.DashboardItem />
      <ListItem name="business-dispatches" />
      <CanAccess action="create" resource="business-dispatches">
        <RaMenu.Item
          to="/business-dispatches/create"
          primaryText={translate('flotte.menu.new_request')}
          leftIcon={<AddIcon />}
        />
      </CanAccess>
      <ListItem name="assets" />
      <ListItem name="maintenance" />
      <ListItem name="leases" />
      <ListItem name="lease-preferences" />
      <CanAccess action="list" resource="lease-market">
        <RaMenu.Item
          to="/lease-market"
          primaryText={translate('flotte.lease_market.menu')}
          leftIcon={<StorefrontIcon />}
        />
      </CanAccess>
      <CanAccess action="show" resource="my-business">
        <RaMenu.Item
          to="/my-business"
          primaryText={translate('flotte.menu.my_business')}
          leftIcon={<BusinessIcon />}
        />
      </CanAccess>
      <CanAccess action="create" resource="subscriptions">
        {/* The superadmin subscribes no business itself: it sees subscriptions per business. */}
        <RaMenu.Item
          to="/subscription"
          primaryText={translate('flotte.menu.subscription')}
          leftIcon={<WorkspacePremiumIcon />}
        />
      </CanAccess>
      <CanAccess action="create" resource="staff">
        <ListItem name="staff" />
      </CanAccess>
      {whiteLabel ? <ListItem name="b2b-clients" /> : null}
      {whiteLabel ? <ListItem name="b2b-users" /> : null}
      <ListItem name="users" />
      <ListItem name="business" />
      {/* Everyone reads the plans; the catalogue is an entry for those who sell or buy them. */}
      <CanAccess action="list" resource="subscriptions">
        <ListItem name="plans" />
      </CanAccess>
      <ListItem name="asset-type" />
      <ListItem name="business-types" />
      <ListItem name="request-package-types" />
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
