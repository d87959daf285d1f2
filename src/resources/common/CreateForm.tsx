import { SaveButton, SimpleForm, Toolbar, type SimpleFormProps } from 'react-admin';
import { useSaveWithServerErrors } from './useSaveWithServerErrors';

/**
 * A creation form whose save puts the server's refusals on their fields. Save stays enabled on
 * an untouched form, so that saving it answers with what is missing; `saveDisabled` (an inactive
 * business, which the server would refuse) turns it off. The other props are SimpleForm's
 * (`noValidate`: our translated validators speak, not the browser's own).
 */
export const CreateForm = ({
  saveDisabled,
  ...props
}: Omit<SimpleFormProps, 'onSubmit' | 'toolbar'> & { saveDisabled?: boolean }) => {
  const save = useSaveWithServerErrors();
  return (
    <SimpleForm
      onSubmit={save}
      toolbar={
        <Toolbar>
          <SaveButton alwaysEnable={!saveDisabled} disabled={saveDisabled} />
        </Toolbar>
      }
      {...props}
    />
  );
};
