import { Button } from '@mui/material';
import BlockIcon from '@mui/icons-material/Block';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import { useTranslate } from 'react-admin';
import { ToggleDisabledConfirm } from './ToggleDisabledConfirm';
import type { useToggleDisabled } from './useToggleDisabled';

/**
 * A list row's "disable" / "enable" button and the confirmation it opens (useToggleDisabled's
 * `toggle`). The click stays out of the row's own click; the button names the record for a
 * screen reader going through the rows: `resources.<resource>.disable_label`/`enable_label`,
 * shown as `disable`/`enable`.
 */
export const ToggleDisabledRowButton = ({
  resource,
  toggle,
  translateOptions,
}: {
  resource: string;
  toggle: ReturnType<typeof useToggleDisabled>;
  translateOptions: Record<string, unknown>;
}) => {
  const translate = useTranslate();
  const { setOpen, isPending, disable } = toggle;
  return (
    <>
      <Button
        size="small"
        color={disable ? 'error' : 'primary'}
        startIcon={disable ? <BlockIcon /> : <CheckCircleIcon />}
        onClick={(event) => {
          event.stopPropagation();
          setOpen(true);
        }}
        disabled={isPending}
        aria-label={translate(
          `resources.${resource}.${disable ? 'disable_label' : 'enable_label'}`,
          translateOptions,
        )}
      >
        {translate(`resources.${resource}.${disable ? 'disable' : 'enable'}`)}
      </Button>
      <ToggleDisabledConfirm
        resource={resource}
        toggle={toggle}
        translateOptions={translateOptions}
        confirmColor={disable ? 'warning' : 'primary'}
      />
    </>
  );
};
