import type { ComponentProps, FormEvent } from 'react';
import { useMediaQuery, type Theme } from '@mui/material';
import { createTheme, ThemeProvider } from '@mui/material/styles';
import { TitledDialog } from '../../components/TitledDialog';
import { theme } from '../../theme';
import { useDriverKit } from './kit';

/** The app's theme, made once the first dialog opens where no theme is around (kit.tsx). */
let ownTheme: Theme | undefined;

type Props = Omit<
  ComponentProps<typeof TitledDialog>,
  'fullScreen' | 'form' | 'contentSx' | 'actionsSx'
> & {
  onSubmit: (event: FormEvent) => void;
  gap: number;
};

/**
 * A dialog of the driver's screen (the failure, the proof): full screen on a phone, a form its
 * confirm button submits (`onSubmit`, the browser's own checks off), its fields on a grid `gap`
 * apart and its large buttons wrapping under each other. In the app's theme where the shell
 * draws none (the light entry, kit.tsx): its MUI styles are then first inserted when a dialog
 * opens or is preloaded, not when the screen starts (issue 32).
 */
export const DriverDialog = (props: Props) =>
  useDriverKit().themeDialogs ? (
    <ThemeProvider theme={(ownTheme ??= createTheme(theme))}>
      <Dialog {...props} />
    </ThemeProvider>
  ) : (
    <Dialog {...props} />
  );

const Dialog = ({ onSubmit, gap, ...props }: Props) => {
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
