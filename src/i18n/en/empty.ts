import type { emptyFr } from '../fr/empty';
import type { MessagesOf } from '../schema';

export const emptyEn = {
  flotte: {
    empty: {
      assets: {
        title: 'No assets yet.',
        asset_owner:
          'Your vehicles and equipment will appear here. Add one, or import them all at once from a CSV file: businesses can then give you their requests.',
        business:
          'The assets of your in-house fleet will appear here. Add one, or import them from a CSV file; your plan sets how many you may have.',
        b2b: "Your business's assets, and those dispatched on your open requests, will appear here.",
        in_house_manager:
          "Owners' and businesses' assets will appear here once they register some.",
        superadmin:
          "Owners' and businesses' assets will appear here once they register some. You may also create one for any of them.",
        default: 'Assets will appear here.',
      },
      'business-dispatches': {
        title: 'No requests yet.',
        asset_owner:
          'The open requests your asset types can serve will appear here, with the ones your assets carry. Businesses create them; you dispatch your assets to them.',
        business:
          'Your delivery requests will appear here. Create one: pickup and drop-off addresses, asset type and price; then follow its dispatch and delivery.',
        b2b: "Your business's delivery requests will appear here. Create one: pickup and drop-off addresses, asset type and price.",
        in_house_manager:
          "Businesses' requests will appear here once they create some; you can dispatch assets to them.",
        superadmin: "Every business's requests will appear here once they create some.",
        default: 'Delivery requests will appear here.',
      },
      'asset-type': {
        title: 'No asset types yet.',
        superadmin:
          'Asset types (van, cargo bike…) say what the platform carries and at what price. Create one, or import them from a CSV file.',
        default: 'Asset types will appear here once the platform offers some.',
      },
      invoices: {
        title: 'No invoice yet.',
        business:
          'The monthly invoices of your deliveries and subscriptions will show here, to download as PDF (Factur-X) or XML.',
        superadmin:
          'Invoices are issued every month for the previous month; you may also issue a month now.',
        default: 'Invoices and credit notes will show here.',
      },
      'payout-statements': {
        title: 'No payout statement yet.',
        asset_owner:
          'Every month a statement (self-billed invoice) says what your assets earned, the platform’s commission and what is paid to you.',
        default: 'Owners’ statements are issued every month for the previous month.',
      },
      'payout-batches': {
        title: 'No payout batch yet.',
        default:
          'Build a batch from the issued statements: once approved, its SEPA file (pain.001) goes to the bank.',
      },
      tariffs: {
        title: 'No tariff yet.',
        superadmin:
          'Without a tariff, a request costs its asset type’s base price. Create one: base, per km, per kg, stops, surcharges, minimum, zones.',
        default: 'The platform’s tariffs will show here.',
      },
      plans: {
        title: 'No plans yet.',
        superadmin:
          'The subscription plans offered to businesses will appear here. Create one: monthly price, number of assets and users, commission.',
        business:
          'The plans your business can subscribe to will appear here once the platform offers some.',
        default: 'The plans offered to businesses will appear here.',
      },
      staff: {
        title: 'No team members yet.',
        business:
          'Your team members will appear here. Invite one: they receive an e-mail to choose their password.',
        default: "The business's staff accounts will appear here.",
      },
      drivers: {
        title: 'No drivers yet.',
        asset_owner:
          'Your drivers will appear here. Invite one: they receive an e-mail to choose their password, then follow their deliveries on their phone.',
        business:
          "Your in-house fleet's drivers will appear here. Invite one: they receive an e-mail to choose their password; they count in your plan's users.",
        default: "Owners' and businesses' drivers will appear here.",
      },
      'b2b-users': {
        title: 'No client users yet.',
        business:
          "Your B2B clients' accounts will appear here when they sign up on your branded page, or when their staff are invited.",
        default: "B2B clients' accounts will appear here.",
      },
      users: {
        title: 'No users yet.',
        superadmin:
          'Platform accounts will appear here. Create an operator account (in-house manager or superadmin); owners and businesses sign up by themselves.',
        default: 'Platform accounts will appear here.',
      },
    },
  },
} satisfies MessagesOf<typeof emptyFr>;
