import { Confirm } from 'react-admin';

/**
 * Asks before `action` (its catalog key): the title `<action>_confirm_title`, the text
 * `<action>_confirm`, and `<action>` on the button that goes ahead. Closes once it answers.
 */
export const ConfirmAction = ({
  action,
  open,
  loading,
  translateOptions,
  onConfirm,
  onClose,
}: {
  action: string;
  open: boolean;
  loading?: boolean;
  translateOptions?: Record<string, unknown>;
  onConfirm: () => void;
  onClose: () => void;
}) => (
  <Confirm
    isOpen={open}
    loading={loading}
    title={`${action}_confirm_title`}
    content={`${action}_confirm`}
    confirm={action}
    translateOptions={translateOptions}
    onConfirm={() => {
      onConfirm();
      onClose();
    }}
    onClose={onClose}
  />
);
