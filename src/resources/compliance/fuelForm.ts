import { fuelCreate, type FuelCreate } from '../../../contract/fuel';
import { amountErrorMessage, parseAmount } from '../common/amount';
import { minorUnitDigits } from '../common/money';
import { fieldValidator } from '../common/zodValidators';

/** What the fuel dialog holds: the texts as typed. */
export interface FuelFormValues {
  filled_at: string;
  odometer_km: string;
  quantity: string;
  unit: 'l' | 'kwh';
  price: string;
  full_fill: boolean;
}

/** A field's refusal as react-admin's translate takes it: a catalog key and its arguments. */
export interface FieldMessage {
  message: string;
  args?: Record<string, unknown>;
}

export type FuelFormErrors = Partial<
  Record<'filled_at' | 'odometer_km' | 'quantity' | 'price', FieldMessage>
>;

const shape = fuelCreate.shape;
/** The contract's checks of each field, on the value the form sends. */
const checks = {
  filled_at: fieldValidator(shape.filled_at),
  odometer_km: fieldValidator(shape.odometer_km),
  quantity: fieldValidator(shape.quantity),
  total_price: fieldValidator(shape.total_price),
};

const asMessage = (result: unknown): FieldMessage | undefined =>
  typeof result === 'string'
    ? { message: result }
    : result && typeof result === 'object' && 'message' in result
      ? (result as FieldMessage)
      : undefined;

const isoOf = (local: string) => {
  const time = new Date(local).getTime();
  return Number.isNaN(time) ? local : new Date(time).toISOString();
};

/**
 * Reads the dialog's texts as the API's body, or says for each field why it cannot be sent:
 * a number as people type it (`40,5`; "abc" is told how to write one), then the contract's own
 * rules (a fill is not dated in the future, a positive quantity…).
 */
export function readFuelForm(
  form: FuelFormValues,
  assetId: string,
  currency: string,
  locale: string,
): { body: FuelCreate; errors: null } | { body: null; errors: FuelFormErrors } {
  const errors: FuelFormErrors = {};
  const amount = (key: keyof FuelFormErrors, text: string, decimals: number) => {
    const reading = parseAmount(text, { decimals, locale });
    if (!reading.ok) {
      errors[key] = amountErrorMessage(reading.error, text, { decimals, locale });
      return null;
    }
    return reading.value === null ? null : reading.value / 10 ** decimals;
  };
  const odometer = amount('odometer_km', form.odometer_km, 0);
  const quantity = amount('quantity', form.quantity, 3);
  const priceDigits = minorUnitDigits(currency);
  const price = amount('price', form.price, priceDigits);
  const body = {
    asset_id: assetId,
    filled_at: isoOf(form.filled_at),
    odometer_km: odometer,
    quantity,
    unit: form.unit,
    total_price: price === null ? null : Math.round(price * 10 ** priceDigits),
    full_fill: form.full_fill,
  };
  const check = (key: keyof FuelFormErrors, field: keyof typeof checks, value: unknown) => {
    if (errors[key]) return;
    const message = asMessage(checks[field](value, body, {}));
    if (message) errors[key] = message;
  };
  check('filled_at', 'filled_at', body.filled_at || null);
  check('odometer_km', 'odometer_km', body.odometer_km);
  check('quantity', 'quantity', body.quantity);
  check('price', 'total_price', body.total_price);
  const { odometer_km, total_price } = body;
  if (Object.keys(errors).length > 0 || odometer_km === null || quantity === null) {
    return { body: null, errors };
  }
  if (total_price === null) return { body: null, errors };
  // The checks above are the contract's, field by field: the body is what it accepts.
  return {
    body: {
      ...body,
      odometer_km,
      quantity,
      total_price,
      station: null,
      receipt_url: null,
      notes: null,
    },
    errors: null,
  };
}
