import {
  ArrayInput,
  RemoveItemButton,
  SelectInput,
  SimpleFormIterator,
  useSourceContext,
  type Validator,
} from 'react-admin';
import { planCreate } from '../../../contract/plan';
import { currencyChoices } from '../common/currencies';
import { MoneyInput } from '../common/MoneyInput';
import { fieldValidator } from '../common/zodValidators';

const prices = planCreate.shape.prices;
const item = prices.unwrap().shape;
const validateCurrency = fieldValidator(item.currency);
const validateAmount = fieldValidator(item.monthly_price);
/** The list as a whole: at least one price, each currency once (the contract's own rule). */
const validatePrices = fieldValidator(prices);
const validateList: Validator = (value: unknown, values, props) =>
  validatePrices(value ?? [], values, props);

/** The amount of one row, typed in that row's currency (0 decimals for XOF). */
const PriceAmountInput = () => {
  const source = useSourceContext();
  return (
    <MoneyInput
      source="monthly_price"
      label="resources.plans.fields.monthly_price"
      currencySource={source.getSource('currency')}
      validate={validateAmount}
      helperText="flotte.plans_admin.helpers.monthly_price"
    />
  );
};

/**
 * The currencies a plan is sold in and its monthly price in each (issue 18): rows added and
 * removed; a business sees the plan only when it is sold in its wallet's currency.
 */
export const PlanPricesInput = () => (
  <ArrayInput
    source="prices"
    label="flotte.plans_admin.prices"
    validate={validateList}
    helperText="flotte.plans_admin.helpers.prices"
  >
    <SimpleFormIterator
      inline
      disableReordering
      disableClear
      fullWidth
      // Its own name: "Supprimer" is the plan's delete on the same page.
      removeButton={<RemoveItemButton label="flotte.plans_admin.remove_price" />}
      // The remove buttons stay visible (react-admin shows them on hover only): keyboard and
      // touch users see what they may remove.
      sx={{ '& .RaSimpleFormIterator-action': { visibility: 'visible' } }}
    >
      <SelectInput
        source="currency"
        label="resources.plans.fields.currency"
        choices={currencyChoices}
        validate={validateCurrency}
      />
      <PriceAmountInput />
    </SimpleFormIterator>
  </ArrayInput>
);
