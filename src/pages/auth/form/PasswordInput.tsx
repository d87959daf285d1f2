import { useState } from 'react';
import { IconButton, InputAdornment } from '@mui/material';
import Visibility from '@mui/icons-material/Visibility';
import VisibilityOff from '@mui/icons-material/VisibilityOff';
import { useTranslate } from '../i18n';
import { TextInput, type InputProps } from './TextInput';

/** A password field with react-admin's show/hide button and labels. */
export const PasswordInput = (props: Omit<InputProps, 'type' | 'endAdornment'>) => {
  const translate = useTranslate();
  const [visible, setVisible] = useState(false);
  return (
    <TextInput
      {...props}
      type={visible ? 'text' : 'password'}
      endAdornment={
        <InputAdornment position="end">
          <IconButton
            aria-label={translate(
              visible ? 'ra.input.password.toggle_visible' : 'ra.input.password.toggle_hidden',
            )}
            onClick={() => setVisible(!visible)}
            size="large"
          >
            {visible ? <Visibility /> : <VisibilityOff />}
          </IconButton>
        </InputAdornment>
      }
    />
  );
};
