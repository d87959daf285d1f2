import { Confirm } from 'react-admin';
import type { useToggleDisabled } from './useToggleDisabled';

/**
 * The confirmation useToggleDisabled opens, its texts from `resources.<resource>`:
 * `disable_title`/`enable_title`, `disable_content`/`enable_content`, then `disable`/`enable`
 * to confirm and `keep_active`/`keep_disabled` to cancel.
 */
export const ToggleDisabledConfirm = ({
  resource,
  toggle: { open, setOpen, isPending, disable, confirm },
  translateOptions,
  confirmColor,
}: {
  resource: string;
  toggle: ReturnType<typeof useToggleDisabled>;
  translateOptions?: Record<string, unknown>;
  confirmColor?: 'primary' | 'warning';
}) => {
  const text = (disabling: string, enabling: string) =>
    `resources.${resource}.${disable ? disabling : enabling}`;
  return (
    <Confirm
      isOpen={open}
      loading={isPending}
      title={text('disable_title', 'enable_title')}
      content={text('disable_content', 'enable_content')}
      translateOptions={translateOptions}
      confirm={text('disable', 'enable')}
      cancel={text('keep_active', 'keep_disabled')}
      confirmColor={confirmColor}
      onConfirm={confirm}
      onClose={() => setOpen(false)}
    />
  );
};
