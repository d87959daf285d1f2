import { useState } from 'react';
import { IconButton, InputAdornment, Tooltip } from '@mui/material';
import Visibility from '@mui/icons-material/Visibility';
import VisibilityOff from '@mui/icons-material/VisibilityOff';
import { useTranslate } from '../i18n';
import { TextInput, type InputProps } from './TextInput';

/**
 * The show/hide button of a password field: react-admin's labels, and a tooltip so that the
 * icon says what it does (also used by the forms' react-admin `TextInput`s).
 */
export const PasswordToggle = ({
  visible,
  onToggle,
  translate,
}: {
  visible: boolean;
  onToggle: () => void;
  translate: (key: string) => string;
}) => {
  const name = translate(
    visible ? 'ra.input.password.toggle_visible' : 'ra.input.password.toggle_hidden',
  );
  return (
    <InputAdornment position="end">
      <Tooltip title={name}>
        <IconButton aria-label={name} onClick={onToggle} size="large">
          {visible ? <Visibility /> : <VisibilityOff />}
        </IconButton>
      </Tooltip>
    </InputAdornment>
  );
};

/** A password field with react-admin's show/hide button and labels. */
export const PasswordInput = (props: Omit<InputProps, 'type' | 'endAdornment'>) => {
  const translate = useTranslate();
  const [visible, setVisible] = useState(false);
  return (
    <TextInput
      {...props}
      type={visible ? 'text' : 'password'}
      endAdornment={
        <PasswordToggle
          visible={visible}
          onToggle={() => setVisible(!visible)}
          translate={translate}
        />
      }
    />
  );
};
