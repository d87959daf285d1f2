import AddIcon from '@mui/icons-material/Add';
import AccountBalanceWalletIcon from '@mui/icons-material/AccountBalanceWallet';
import BadgeOutlinedIcon from '@mui/icons-material/BadgeOutlined';
import BusinessIcon from '@mui/icons-material/Business';
import InfoOutlinedIcon from '@mui/icons-material/InfoOutlined';
import LocalShippingIcon from '@mui/icons-material/LocalShippingOutlined';
import MapIcon from '@mui/icons-material/Map';
import RouteIcon from '@mui/icons-material/Route';
import TuneIcon from '@mui/icons-material/Tune';
import IntegrationInstructionsIcon from '@mui/icons-material/IntegrationInstructions';
import StorefrontIcon from '@mui/icons-material/Storefront';
import WorkspacePremiumIcon from '@mui/icons-material/WorkspacePremium';
import type { ReactElement } from 'react';
import { CanAccess, Menu as RaMenu, useTranslate } from 'react-admin';
import { useWhiteLabelEntitled } from '../components/business/useOwnCustomization';
import { fleetReportDefaultFilter } from '../components/fleet-report/defaultFilter';

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
 * page, default sort: a query in the address (`?filter={}`, or the list's own default
 * `filter`, which the address would otherwise override) wins over the parameters
 * react-admin kept for the list (issue 22: after approving from the queue, "Entreprises"
 * showed only waiting businesses).
 */
const ListItem = ({ name, filter = {} }: { name: string; filter?: object }) => (
  <RaMenu.ResourceItem
    name={name}
    to={{ pathname: `/${name}`, search: `?filter=${encodeURIComponent(JSON.stringify(filter))}` }}
  />
);

/** A page of the app's own (not a list) for the roles the table lets do `action` on `resource`. */
const PageItem = ({
  resource,
  action,
  to,
  label,
  icon,
}: {
  resource: string;
  action: string;
  to: string;
  /** Catalog key of the entry's text. */
  label: string;
  icon: ReactElement;
}) => {
  const translate = useTranslate();
  return (
    <CanAccess action={action} resource={resource}>
      <RaMenu.Item to={to} primaryText={translate(label)} leftIcon={icon} />
    </CanAccess>
  );
};

export const Menu = () => {
  const whiteLabel = useWhiteLabelEntitled();
  return (
    <RaMenu>
      <RaMenu.DashboardItem />
      {/* The driver's own screen (docs/drivers.md): its deliveries and their steps. */}
      <PageItem
        resource="driver-dispatches"
        action="list"
        to="/driver"
        label="flotte.driver.menu"
        icon={<LocalShippingIcon />}
      />
      <ListItem name="business-dispatches" />
      <PageItem
        resource="business-dispatches"
        action="create"
        to="/business-dispatches/create"
        label="flotte.menu.new_request"
        icon={<AddIcon />}
      />
      <PageItem
        resource="dispatch-positions"
        action="list"
        to="/live-map"
        label="flotte.map.live.menu"
        icon={<MapIcon />}
      />
      {/* The planner's screen (docs/rounds.md): a day's rounds, optimised and published. */}
      <PageItem
        resource="rounds"
        action="create"
        to="/planner"
        label="flotte.planner.menu"
        icon={<RouteIcon />}
      />
      {/* An owner's own settings (docs/rounds.md "Auto-dispatch"). */}
      <PageItem
        resource="owner-settings"
        action="edit"
        to="/owner-settings"
        label="flotte.owner_settings.menu"
        icon={<TuneIcon />}
      />
      <ListItem name="assets" />
      <ListItem name="maintenance" />
      <ListItem name="documents" />
      {/* Its default period: an empty filter would leave "Période" empty. */}
      <ListItem name="fleet-report" filter={fleetReportDefaultFilter()} />
      <ListItem name="leases" />
      <ListItem name="lease-preferences" />
      <PageItem
        resource="lease-market"
        action="list"
        to="/lease-market"
        label="flotte.lease_market.menu"
        icon={<StorefrontIcon />}
      />
      <PageItem
        resource="my-business"
        action="show"
        to="/my-business"
        label="flotte.menu.my_business"
        icon={<BusinessIcon />}
      />
      <PageItem
        resource="wallet"
        action="show"
        to="/wallet"
        label="flotte.wallet_page.title"
        icon={<AccountBalanceWalletIcon />}
      />
      <ListItem name="invoices" />
      <ListItem name="payout-statements" />
      <ListItem name="payout-batches" />
      <PageItem
        resource="bank-details"
        action="edit"
        to="/payouts"
        label="flotte.payouts.menu"
        icon={<AccountBalanceWalletIcon />}
      />
      {/* The superadmin subscribes no business itself: it sees subscriptions per business. */}
      <PageItem
        resource="subscriptions"
        action="create"
        to="/subscription"
        label="flotte.menu.subscription"
        icon={<WorkspacePremiumIcon />}
      />
      <PageItem
        resource="api-keys"
        action="list"
        to="/integrations"
        label="flotte.integrations.menu"
        icon={<IntegrationInstructionsIcon />}
      />
      <CanAccess action="create" resource="staff">
        <ListItem name="staff" />
      </CanAccess>
      {/* Owners and businesses manage their drivers; the manager and the superadmin read them. */}
      <ListItem name="drivers" />
      {whiteLabel ? <ListItem name="b2b-clients" /> : null}
      {whiteLabel ? <ListItem name="b2b-users" /> : null}
      <ListItem name="users" />
      <ListItem name="audit-log" />
      <ListItem name="business" />
      {/* Everyone reads the plans; the catalogue is an entry for those who sell or buy them. */}
      <CanAccess action="list" resource="subscriptions">
        <ListItem name="plans" />
      </CanAccess>
      <PageItem
        resource="funding-instructions"
        action="edit"
        to="/funding-instructions"
        label="flotte.funding.menu"
        icon={<InfoOutlinedIcon />}
      />
      {/* The manager reads the platform's identity (read-only page); the superadmin edits it. */}
      <PageItem
        resource="platform-identity"
        action="show"
        to="/platform-identity"
        label="flotte.platform_identity.menu"
        icon={<BadgeOutlinedIcon />}
      />
      <ListItem name="tariffs" />
      <ListItem name="asset-type" />
      <ListItem name="business-types" />
      <ListItem name="request-package-types" />
      <ListItem name="document-kinds" />
      <PageItem
        resource="asset-type"
        action="create"
        to="/asset-type/create"
        label="flotte.menu.new_asset_type"
        icon={<AddIcon />}
      />
    </RaMenu>
  );
};
