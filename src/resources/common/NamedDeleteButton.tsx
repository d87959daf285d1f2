import type { ReactNode } from 'react';
import { ThemeProvider, type Theme } from '@mui/material/styles';
import {
  BulkDeleteButton,
  DeleteButton,
  useResourceContext,
  type BulkDeleteButtonProps,
  type DeleteButtonProps,
} from 'react-admin';

/**
 * Gives the confirmation dialogs rendered inside (react-admin's `Confirm`) their two buttons'
 * words. react-admin's delete buttons pass their dialog a title and a content but not its
 * buttons, which then read "Confirmer" / "Annuler" — "Annuler" being the button that does not
 * delete. `Confirm` takes its defaults from the theme (`RaConfirm`), so a theme nested here
 * names them without redoing the delete buttons.
 */
const ConfirmLabels = ({
  confirm,
  cancel,
  children,
}: {
  confirm: string;
  cancel: string;
  children: ReactNode;
}) => (
  <ThemeProvider
    theme={(outer: Theme) => ({
      ...outer,
      components: {
        ...outer.components,
        RaConfirm: {
          ...outer.components?.RaConfirm,
          defaultProps: { ...outer.components?.RaConfirm?.defaultProps, confirm, cancel },
        },
      },
    })}
  >
    {children}
  </ThemeProvider>
);

/**
 * A pessimistic delete whose confirmation names both choices: "Supprimer l'actif" and
 * "Garder l'actif" (`flotte.delete.<resource>.confirm|keep`), the delete in the error colour.
 */
export const NamedDeleteButton = (props: DeleteButtonProps) => {
  const resource = useResourceContext(props);
  return (
    <ConfirmLabels
      confirm={`flotte.delete.${resource}.confirm`}
      cancel={`flotte.delete.${resource}.keep`}
    >
      <DeleteButton mutationMode="pessimistic" confirmColor="warning" {...props} />
    </ConfirmLabels>
  );
};

/** The list's bulk delete, its confirmation named the same way ("Supprimer la sélection"). */
export const NamedBulkDeleteButton = (props: BulkDeleteButtonProps) => (
  <ConfirmLabels confirm="flotte.delete.selection.confirm" cancel="flotte.delete.selection.keep">
    <BulkDeleteButton mutationMode="pessimistic" confirmColor="warning" {...props} />
  </ConfirmLabels>
);
