import type { importFr } from '../fr/import';
import type { MessagesOf } from '../schema';
import { assetExampleValues } from '../importExample';

export const importEn = {
  flotte: {
    import: {
      button: 'Import',
      title: {
        assets: 'Import assets',
        'asset-type': 'Import asset types',
      },
      intro: {
        assets:
          'A CSV file, one row per asset: the first row names the template’s columns. Nothing is saved before you confirm, and it is all or nothing.',
        'asset-type':
          'A CSV file, one row per asset type: the first row names the template’s columns. Prices are written in units (45.50). All or nothing.',
      },
      limits: 'At most %{rows} rows and %{size} KB; separator “;” or “,”; UTF-8.',
      template: 'Download the template',
      template_file: {
        assets: 'assets-template.csv',
        'asset-type': 'asset-types-template.csv',
      },
      choose: 'Choose a CSV file',
      file: 'File: %{name}',
      reading: 'Reading the file…',
      rows_title: 'Preview',
      more_rows: '… and %{smart_count} more row |||| … and %{smart_count} more rows',
      ready:
        'No errors: %{smart_count} row ready to import. |||| No errors: %{smart_count} rows ready to import.',
      has_errors:
        '%{smart_count} error: fix the file, then choose it again. Nothing is imported while an error remains. |||| %{smart_count} errors: fix the file, then choose it again. Nothing is imported while an error remains.',
      errors_title: 'Errors',
      row: 'Row',
      column: 'Column',
      problem: 'Problem',
      whole_row: 'whole row',
      commit: 'Import %{smart_count} row |||| Import %{smart_count} rows',
      done: {
        assets: '%{smart_count} asset imported |||| %{smart_count} assets imported',
        'asset-type': '%{smart_count} asset type imported |||| %{smart_count} asset types imported',
      },
      cancel: 'Cancel',
      columns: {
        name: 'Name',
        asset_type: 'Asset type',
        registration: 'Registration',
        make: 'Make',
        model: 'Model',
        year: 'Year',
        serial_vin: 'Serial number / VIN',
        capacity_kg: 'Capacity (kg)',
        odometer_km: 'Odometer (km)',
        currency: 'Currency',
        notes: 'Notes',
        description: 'Description',
        base_price: 'Base price',
        active: 'Active',
        average_speed_kmh: 'Average speed (km/h)',
      },
      example: {
        assets: {
          ...assetExampleValues,
          name: 'Van 12',
          asset_type: 'Camionnette',
          capacity_kg: '1200',
          notes: 'Tail lift; replace with your assets',
        },
        'asset-type': {
          name: 'Flatbed trailer',
          description: 'Three-axle flatbed; replace with your types',
          capacity_kg: '3500',
          base_price: '45.50',
          currency: 'EUR',
          active: 'yes',
          average_speed_kmh: '50',
        },
      },
      errors: {
        empty_file: 'The file holds no row to import.',
        too_many_rows: 'The file has more rows than allowed.',
        unreadable: 'Unreadable row (an unclosed quote or extra cells).',
        missing_column: 'A required column is missing from the first row.',
        unknown_column: 'Unknown column: not one of the template’s.',
        duplicate_column: 'This column appears twice.',
        required: 'A value is required.',
        too_long: 'Text too long.',
        integer: 'A whole number is expected (or too many decimals).',
        non_negative: 'The value cannot be negative.',
        currency: 'A 3-letter currency code is expected (EUR).',
        invalid: 'Invalid value.',
        number: 'A number is expected (for example 1200 or 45.50).',
        boolean: 'Yes or no is expected.',
        unknown_asset_type: 'Unknown or inactive asset type.',
        registration_taken: 'You already have an asset with this registration.',
        duplicate_in_file: 'Already present higher up in the file.',
        name_taken: 'This name is already used.',
        plan_limit_reached: 'Beyond the number of assets your plan allows.',
      },
    },
  },
} satisfies MessagesOf<typeof importFr>;
