import { Button, Stack } from '@mui/material';
import { useTranslate } from './kit';
import type { DriverDispatch, StepName } from '../../providers/driver/types';

/**
 * The steps a delivery offers, as large buttons a thumb presses (docs/drivers.md): the next
 * step first and filled, "Échec" last and red. On a delivery's card and a round's next stop.
 */
export const StepButtons = ({
  dispatch,
  reference,
  steps,
  busy,
  onStep,
}: {
  dispatch: DriverDispatch;
  reference: string;
  steps: readonly StepName[];
  busy: boolean;
  onStep: (dispatch: DriverDispatch, step: StepName) => void;
}) => {
  const translate = useTranslate();
  if (steps.length === 0) return null;
  return (
    <Stack
      role="group"
      aria-label={translate('flotte.driver.card.steps', { reference })}
      sx={{ gap: 1, mt: 1 }}
    >
      {steps.map((step, index) => (
        <Button
          key={step}
          size="large"
          fullWidth
          disabled={busy}
          variant={step === 'failed' ? 'outlined' : index === 0 ? 'contained' : 'outlined'}
          color={step === 'failed' ? 'error' : 'primary'}
          onClick={() => onStep(dispatch, step)}
          sx={{ minHeight: 56, fontSize: '1.05rem' }}
        >
          {translate(`flotte.driver.step.${step}`)}
        </Button>
      ))}
    </Stack>
  );
};
