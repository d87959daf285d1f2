import { Grid, Typography, type TypographyProps } from '@mui/material';
import { useTranslate } from 'react-admin';

/**
 * A heading across a form's grid: an `h2` (styled `variant`, h6 unless said) and, when `text`
 * is given, a line that explains the inputs under it. Both are catalog keys.
 */
export const FormHeading = ({
  title,
  text,
  variant = 'h6',
}: {
  title: string;
  text?: string;
  variant?: TypographyProps['variant'];
}) => {
  const translate = useTranslate();
  return (
    <Grid size={12}>
      <Typography variant={variant} component="h2" sx={{ mt: 1 }}>
        {translate(title)}
      </Typography>
      {text ? (
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
          {translate(text)}
        </Typography>
      ) : null}
    </Grid>
  );
};
