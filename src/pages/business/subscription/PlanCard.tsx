import { Box, Button, Card, CardActions, CardContent, Chip, Typography } from '@mui/material';
import { useLocaleState, useTranslate } from 'react-admin';
import type { Plan } from '../../../../contract/plan';
import { formatMoney } from '../../../resources/common/money';
import { formatRate } from './format';

/** A plan's price, limits, white-label and commission, and the way to choose it. */
export const PlanCard = ({
  plan,
  current,
  choosable,
  disabled,
  onChoose,
}: {
  plan: Plan;
  /** The plan of the live subscription. */
  current: boolean;
  /** Offered (not the live plan, unless its renewal is unpaid). */
  choosable: boolean;
  /** Offered but not possible now (an inactive business). */
  disabled: boolean;
  onChoose: (plan: Plan) => void;
}) => {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const titleId = `plan-${plan.id}-name`;
  const limit = (value: number | null, key: 'assets' | 'users') =>
    value === null
      ? translate(`flotte.subscription.${key}_unlimited`)
      : translate(`flotte.subscription.${key}`, { smart_count: value });
  return (
    <Card
      component="section"
      aria-labelledby={titleId}
      variant="outlined"
      sx={{
        height: '100%',
        display: 'flex',
        flexDirection: 'column',
        borderColor: current ? 'primary.main' : 'divider',
        borderWidth: current ? 2 : 1,
      }}
    >
      <CardContent sx={{ flexGrow: 1 }}>
        <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 1 }}>
          <Typography id={titleId} variant="h6" component="h3">
            {plan.name}
          </Typography>
          {current ? (
            <Chip
              size="small"
              color="primary"
              label={translate('flotte.subscription.current_badge')}
            />
          ) : null}
        </Box>
        {/* The server prices a business's plans in its wallet's currency. */}
        {plan.monthly_price !== null && plan.currency !== null ? (
          <Typography variant="h5" component="p" sx={{ my: 1 }}>
            {translate('flotte.subscription.per_month', {
              price: formatMoney(plan.monthly_price, plan.currency, locale),
            })}
          </Typography>
        ) : null}
        {plan.description ? (
          <Typography variant="body2" color="text.secondary" gutterBottom>
            {plan.description}
          </Typography>
        ) : null}
        <Box component="ul" sx={{ pl: 2.5, my: 1 }}>
          <li>{limit(plan.max_assets, 'assets')}</li>
          <li>{limit(plan.max_users, 'users')}</li>
          <li>
            {translate(
              plan.whitelabel_allowed
                ? 'flotte.subscription.whitelabel_yes'
                : 'flotte.subscription.whitelabel_no',
            )}
          </li>
          <li>
            {translate('flotte.subscription.commission', {
              rate: formatRate(plan.commission_rate, locale),
            })}
          </li>
        </Box>
      </CardContent>
      {choosable ? (
        <CardActions sx={{ px: 2, pb: 2 }}>
          <Button
            variant={current ? 'outlined' : 'contained'}
            onClick={() => onChoose(plan)}
            disabled={disabled}
            aria-describedby={titleId}
          >
            {translate(current ? 'flotte.subscription.renew' : 'flotte.subscription.choose')}
          </Button>
        </CardActions>
      ) : null}
    </Card>
  );
};
