import { useState } from 'react';
import { PasswordToggle } from '../../../components/PasswordToggle';
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
        <PasswordToggle
          visible={visible}
          onToggle={() => setVisible(!visible)}
          translate={translate}
        />
      }
    />
  );
};
