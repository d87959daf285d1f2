import type { ReactNode } from 'react';
import { SaveButton, SimpleForm, Toolbar } from 'react-admin';
import { NamedDeleteButton } from './NamedDeleteButton';
import { useSaveWithServerErrors } from './useSaveWithServerErrors';

/**
 * An edit form whose save puts the server's refusals on their fields: Save on the left (off when
 * `saveDisabled`: an inactive business, which the server would refuse), `deleteButton` (the
 * record's named delete by default, none when null) on the right. `noValidate`: our translated
 * validators speak, not the browser's own (e-mail, number bounds).
 */
export const SaveDeleteForm = ({
  deleteButton = <NamedDeleteButton />,
  saveDisabled,
  noValidate,
  children,
}: {
  deleteButton?: ReactNode;
  saveDisabled?: boolean;
  noValidate?: boolean;
  children: ReactNode;
}) => {
  const save = useSaveWithServerErrors();
  return (
    <SimpleForm
      onSubmit={save}
      noValidate={noValidate}
      toolbar={
        <Toolbar sx={{ display: 'flex', justifyContent: 'space-between' }}>
          <SaveButton disabled={saveDisabled} />
          {deleteButton}
        </Toolbar>
      }
    >
      {children}
    </SimpleForm>
  );
};
