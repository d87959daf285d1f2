import type { driverAdminFr } from '../fr/driver-admin';
import type { MessagesOf } from '../schema';
import { accountToggleEn } from './account-toggle';

export const driverAdminEn = {
  flotte: {
    delivery: {
      title: 'Delivery',
      loading: 'Loading the delivery…',
      driver: 'Driver',
      no_driver: 'No driver',
      attempt: 'Attempt no. %{count}',
      steps: {
        title: 'Steps',
        arrived_pickup: 'Arrived at pickup',
        picked_up: 'Picked up',
        arrived: 'Arrived at destination',
        delivered: 'Delivered',
        failed: 'Delivery failed',
        cancelled: 'Cancelled',
        not_yet: 'Not yet',
      },
      failure: {
        reason: 'Reason: %{reason}',
        note: 'Note: %{note}',
        reasons: {
          absent: 'Recipient absent',
          refused: 'Parcel refused',
          wrong_address: 'Wrong address',
          damaged: 'Parcel damaged',
          other: 'Other reason',
        },
      },
      proof: {
        title: 'Proof of delivery',
        empty: 'No proof recorded for this delivery.',
        photo: 'Photo',
        photo_alt: 'Photo taken at delivery',
        signature: 'Signature',
        signature_alt: "Recipient's signature",
        name: "Recipient's name",
        code: 'Delivery code',
        code_given: 'Code given',
        taken_at: 'On %{time}',
        position: 'Position: %{lat}, %{lng}',
        open_image: 'Open full size: %{label}',
      },
      receipt: {
        download: 'Download the receipt (PDF)',
        downloading: 'Downloading the receipt…',
        file: 'receipt-%{reference}.pdf',
      },
      new_code: {
        action: 'New delivery code',
        title: 'Send the recipient a new code?',
        content:
          'A new delivery code is e-mailed to the recipient; the old one stops working and a code locked after 5 mistakes is unlocked.',
        confirm: 'Send the code',
        keep: "Don't send",
        done: 'New code sent to the recipient.',
        not_mailed:
          'New code made, but the request has no recipient e-mail: add one (change the recipient), then send a code again.',
      },
      retry: {
        action: 'New attempt',
        title: 'Retry the delivery?',
        content:
          'The request goes back to pending: an asset can be dispatched to it again. Nothing was charged for the failed attempt.',
        keep: "Don't retry",
        done: 'Request back to pending.',
      },
      change_driver: {
        action: 'Change driver',
        title: 'Change driver',
        confirm: 'Confirm the driver',
        keep: 'Keep the current driver',
        done: 'Driver changed.',
      },
      driver_input: {
        label: 'Driver',
        none: 'No driver',
        help: "By default, the chosen asset's default driver.",
        loading: 'Loading the drivers…',
        empty: 'No active driver: invite some from the Drivers page.',
      },
      settings: {
        title: 'Proof of delivery',
        proof_required: 'Proof required at delivery',
        proof_required_help:
          'The driver cannot complete a delivery without the proof checked; none: they complete it freely.',
        kinds: {
          photo: 'Photo of the delivered parcel',
          signature: "Recipient's signature",
          name: "Recipient's name",
          code: 'Delivery code given by the recipient',
        },
      },
    },
  },
  resources: {
    drivers: {
      name: 'Driver |||| Drivers',
      fields: {
        name: 'Name',
        email: 'E-mail address',
        phone: 'Phone',
        status: 'Status',
        last_login_at: 'Last sign-in',
        created_at: 'Added on',
        actions: 'Actions',
        employer_name: 'Employer',
        q: 'Search',
        default_driver_id: 'Default driver',
      },
      statuses: {
        active: 'Active',
        disabled: 'Disabled',
      },
      page: {
        show: 'Driver "%{recordRepresentation}"',
        edit: 'Driver "%{recordRepresentation}"',
      },
      notifications: {
        updated: 'Driver updated.',
      },
      never: 'Never',
      invite: 'Invite a driver',
      invite_help: 'They will receive an e-mail with a code to choose their password.',
      phone_help: 'You and the recipient can call them during the delivery.',
      invited: 'Invitation sent to %{email}.',
      edit_label: 'Edit %{name}',
      ...accountToggleEn,
      disable_content:
        'Their sessions end at once: they can no longer sign in nor receive deliveries.',
      enable_content: 'They will be able to sign in and receive deliveries again.',
      default_driver: {
        none: 'None',
        help: "Offered for each of this asset's jobs; can be changed at each dispatch.",
      },
    },
  },
} satisfies MessagesOf<typeof driverAdminFr>;
