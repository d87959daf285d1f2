import { useState, type ReactNode } from 'react';
import { Button, Dialog, DialogActions, DialogContent, DialogTitle, Stack } from '@mui/material';
import { useMutation } from '@tanstack/react-query';
import { Confirm, Form, useNotify, useRefresh, useTranslate } from 'react-admin';
import { useFormContext, type FieldValues } from 'react-hook-form';
import { useServerErrors } from '../common/useSaveWithServerErrors';

interface ActionDialogProps {
  /** The button's and the dialog's title key. */
  label: string;
  icon?: ReactNode;
  /** The confirmation's text key, and its values from what was typed. */
  confirm: string;
  confirmOptions: (values: FieldValues) => Record<string, string>;
  /** Said once done (a catalog key). */
  done: string;
  defaultValues?: FieldValues;
  /** The call: its refusal's field errors go back on their inputs. */
  run: (values: FieldValues) => Promise<unknown>;
  /** After success, besides the page read again. */
  onDone?: (result: unknown) => void;
  children: ReactNode;
}

/**
 * A superadmin's action on money (issue now, a payment, a credit note): a form in a dialog,
 * checked field by field by the contract's validators, then a confirmation naming what will be
 * written; a refusal of the server puts its field errors on the inputs, or is said.
 */
export const ActionDialog = ({
  label,
  icon,
  children,
  defaultValues,
  ...rest
}: ActionDialogProps) => {
  const translate = useTranslate();
  const [open, setOpen] = useState(false);
  const [pending, setPending] = useState<FieldValues | null>(null);
  return (
    <>
      <Button size="small" startIcon={icon} onClick={() => setOpen(true)}>
        {translate(label)}
      </Button>
      <Dialog open={open} onClose={() => setOpen(false)} fullWidth maxWidth="xs">
        <DialogTitle>{translate(label)}</DialogTitle>
        <Form defaultValues={defaultValues} onSubmit={(values: FieldValues) => setPending(values)}>
          <DialogContent>
            <Stack spacing={1}>{children}</Stack>
          </DialogContent>
          <DialogActions>
            <Button onClick={() => setOpen(false)}>{translate('ra.action.cancel')}</Button>
            <Button type="submit" variant="contained">
              {translate(label)}
            </Button>
          </DialogActions>
          <Confirmation
            {...rest}
            pending={pending}
            onClose={() => setPending(null)}
            onSuccess={() => setOpen(false)}
          />
        </Form>
      </Dialog>
    </>
  );
};

const Confirmation = ({
  confirm,
  confirmOptions,
  done,
  run,
  onDone,
  pending,
  onClose,
  onSuccess,
}: Omit<ActionDialogProps, 'label' | 'icon' | 'children' | 'defaultValues'> & {
  pending: FieldValues | null;
  onClose: () => void;
  onSuccess: () => void;
}) => {
  const notify = useNotify();
  const refresh = useRefresh();
  const form = useFormContext();
  const serverErrors = useServerErrors();
  const mutation = useMutation({
    mutationFn: run,
    onSuccess: (result) => {
      notify(done, { type: 'success' });
      onClose();
      onSuccess();
      onDone?.(result);
      refresh();
    },
    onError: (error) => {
      onClose();
      for (const [field, message] of Object.entries(serverErrors(error) ?? {})) {
        form.setError(field, { type: 'server', message });
      }
    },
  });
  return (
    <Confirm
      isOpen={pending !== null}
      loading={mutation.isPending}
      title="flotte.invoices.confirm_title"
      content={confirm}
      translateOptions={pending ? confirmOptions(pending) : {}}
      onConfirm={() => {
        if (pending) mutation.mutate(pending);
      }}
      onClose={onClose}
    />
  );
};
