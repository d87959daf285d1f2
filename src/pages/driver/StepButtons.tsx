import { useTranslate } from './kit';
import type { DriverDispatch, StepName } from '../../providers/driver/types';
import './driver.css';

/**
 * The steps a delivery offers, as large buttons a thumb presses (docs/drivers.md): the next
 * step first and filled, "Échec" last and red. On a delivery's card and a round's next stop.
 * Plain buttons (driver.css): a screen of them draws without MUI's style work.
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
    <div
      role="group"
      aria-label={translate('flotte.driver.card.steps', { reference })}
      className="driver-steps"
    >
      {steps.map((step, index) => (
        <button
          key={step}
          type="button"
          disabled={busy}
          className={
            step === 'failed'
              ? 'driver-button driver-button--error'
              : index === 0
                ? 'driver-button driver-button--contained'
                : 'driver-button'
          }
          onClick={() => onStep(dispatch, step)}
          style={{ minHeight: 56, width: '100%' }}
        >
          {translate(`flotte.driver.step.${step}`)}
        </button>
      ))}
    </div>
  );
};
