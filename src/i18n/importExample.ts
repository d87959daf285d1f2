/**
 * The values of the assets template's example row that read the same in every language (a
 * registration, a make, a VIN, whole numbers, a currency code): spread into fr/import.ts and
 * en/import.ts, which add the words.
 */
export const assetExampleValues = {
  registration: 'AB-123-CD',
  make: 'Renault',
  model: 'Master',
  year: '2020',
  serial_vin: 'VF1MA000012345678',
  odometer_km: '84000',
  currency: 'EUR',
};
