import type { ComponentProps, FormEvent } from 'react';
import { useMediaQuery, type Theme } from '@mui/material';
import { TitledDialog } from '../../components/TitledDialog';

/**
 * A dialog of the driver's screen (the failure, the proof): full screen on a phone, a form its
 * confirm button submits (`onSubmit`, the browser's own checks off), its fields on a grid `gap`
 * apart and its large buttons wrapping under each other.
 */
export const DriverDialog = ({
  onSubmit,
  gap,
  ...props
}: Omit<ComponentProps<typeof TitledDialog>, 'fullScreen' | 'form' | 'contentSx' | 'actionsSx'> & {
  onSubmit: (event: FormEvent) => void;
  gap: number;
}) => {
  const fullScreen = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  return (
    <TitledDialog
      {...props}
      fullScreen={fullScreen}
      form={(frame) => (
        <form onSubmit={onSubmit} noValidate>
          {frame}
        </form>
      )}
      contentSx={{ display: 'grid', gap }}
      actionsSx={{ flexWrap: 'wrap', gap: 1, p: 2 }}
    />
  );
};
