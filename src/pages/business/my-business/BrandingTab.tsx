import { Alert, AlertTitle, Box, Button, Grid, Typography } from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import {
  Form,
  ImageField,
  ImageInput,
  Link,
  SaveButton,
  TextInput,
  useNotify,
  useTranslate,
} from 'react-admin';
import { customizationUpdate, type OwnCustomization } from '../../../../contract/customization';
import { storeOwnCustomization } from '../../../providers/authProvider';
import { changedFields } from '../../../providers/dataProvider';
import { useFlotteDataProvider } from '../../../providers/useFlotteDataProvider';
import { fieldValidators } from '../../../resources/common/zodValidators';
import { LoadingPanel } from '../../../components/LoadingPanel';
import { useServerErrors } from '../../../resources/common/useSaveWithServerErrors';
import { useBusinessInactive, useOwnBusiness } from '../../../components/business/useOwnBusiness';
import {
  OWN_CUSTOMIZATION_KEY,
  useOwnCustomization,
} from '../../../components/business/useOwnCustomization';
import { BrandingPreview, imageSrc } from './BrandingPreview';
import { ColorInput } from './ColorInput';
import { fieldProps, HalfCell } from './FormCells';

const validate = fieldValidators(customizationUpdate);
const IMAGES = ['logo', 'cover_image', 'launcher_icon'] as const;
const IMAGE_TYPES = { 'image/png': [], 'image/jpeg': [], 'image/webp': [], 'image/gif': [] };
const MAX_BYTES = 5 * 1024 * 1024;
const label = (field: string) => `flotte.my_business.branding.${field}`;
const field = fieldProps(label, validate);

/** A stored url shown back in the image input as the `{ src, title }` it displays. */
const asStoredImage = (value: unknown) =>
  typeof value === 'string' && value ? { src: value, title: value.split('/').pop() } : value;

const pickedFile = (value: unknown): File | null =>
  typeof value === 'object' && value !== null && 'rawFile' in value
    ? ((value as { rawFile: unknown }).rawFile as File)
    : null;

type Branding = Record<'name' | 'primary_color' | (typeof IMAGES)[number], string | null>;

const valuesOf = (own: OwnCustomization): Branding => ({
  name: own.branding?.name ?? null,
  logo: own.branding?.logo ?? null,
  cover_image: own.branding?.cover_image ?? null,
  launcher_icon: own.branding?.launcher_icon ?? null,
  primary_color: own.branding?.primary_color ?? null,
});

const BrandImageInput = ({ source, helperText }: { source: string; helperText: string }) => {
  const translate = useTranslate();
  return (
    <ImageInput
      source={source}
      label={label(source)}
      accept={IMAGE_TYPES}
      maxSize={MAX_BYTES}
      format={asStoredImage}
      helperText={helperText}
      // The dropzone's label is no <label>: the file field gets its name this way.
      inputProps={{ 'aria-label': translate(label(source)) }}
    >
      <ImageField source="src" title="title" />
    </ImageInput>
  );
};

const BrandingForm = ({ own, businessName }: { own: OwnCustomization; businessName: string }) => {
  const notify = useNotify();
  const queryClient = useQueryClient();
  const dataProvider = useFlotteDataProvider();
  const serverErrors = useServerErrors();
  const inactive = useBusinessInactive();
  const initial = valuesOf(own);

  const submit = async (values: Record<string, unknown>) => {
    const body: Branding = {
      name: typeof values.name === 'string' && values.name.trim() ? values.name.trim() : null,
      primary_color: typeof values.primary_color === 'string' ? values.primary_color : null,
      logo: null,
      cover_image: null,
      launcher_icon: null,
    };
    // Picked images are uploaded first (POST /upload); the branding then names their urls.
    for (const key of IMAGES) {
      const file = pickedFile(values[key]);
      try {
        body[key] = file ? await dataProvider.uploadFile(file) : imageSrc(values[key]);
      } catch (error) {
        // A refused file (type, size) is said on its own input.
        serverErrors(error);
        return { [key]: error instanceof Error ? error.message : 'ra.notification.http_error' };
      }
    }
    const changes = changedFields(body, initial);
    if (Object.keys(changes).length === 0) return undefined;
    try {
      await dataProvider.updateCustomization(changes);
      // The app wears the saved branding at once: app bar, theme, icon.
      const fresh = await dataProvider.getOwnCustomization();
      queryClient.setQueryData(OWN_CUSTOMIZATION_KEY, fresh);
      storeOwnCustomization(fresh.branding);
      notify('flotte.my_business.branding.saved', { type: 'info' });
      return undefined;
    } catch (error) {
      return serverErrors(error);
    }
  };

  return (
    <Form
      record={{ id: own.branding?.business_id ?? 'own', ...initial }}
      onSubmit={submit}
      noValidate
    >
      <Grid container spacing={3}>
        <HalfCell>
          <TextInput {...field('name')} helperText="flotte.my_business.branding.name_help" />
          <ColorInput
            {...field('primary_color')}
            pickLabel={label('pick_color')}
            helperText="flotte.my_business.branding.primary_color_help"
          />
          <BrandImageInput source="logo" helperText={label('image_help')} />
          <BrandImageInput source="cover_image" helperText={label('image_help')} />
          <BrandImageInput source="launcher_icon" helperText={label('launcher_icon_help')} />
          <Box sx={{ mt: 1 }}>
            <SaveButton disabled={inactive} />
          </Box>
        </HalfCell>
        <HalfCell>
          <BrandingPreview businessName={businessName} />
        </HalfCell>
      </Grid>
    </Form>
  );
};

/** Branding needs a white-label plan: said so, with the way to the plans. */
const BrandingLocked = () => {
  const translate = useTranslate();
  return (
    <Alert
      severity="info"
      sx={{ maxWidth: 720 }}
      action={
        <Button component={Link} to="/subscription" color="inherit" size="small">
          {translate('flotte.my_business.branding.to_subscription')}
        </Button>
      }
    >
      <AlertTitle>{translate('flotte.my_business.branding.locked_title')}</AlertTitle>
      {translate('flotte.my_business.branding.locked_text')}
    </Alert>
  );
};

/** The branding tab: the form and its live preview, or why branding is not available. */
export const BrandingTab = () => {
  const translate = useTranslate();
  const business = useOwnBusiness();
  const own = useOwnCustomization();
  const error = own.error ?? business.error;
  if (error) return <Alert severity="error">{translate(error.message)}</Alert>;
  if (!own.data || !business.data) return <LoadingPanel />;
  if (!own.data.editable) return <BrandingLocked />;
  return (
    <>
      <Typography color="text.secondary" sx={{ mb: 2, maxWidth: 900 }}>
        {translate('flotte.my_business.branding.intro')}
      </Typography>
      <BrandingForm own={own.data} businessName={business.data.name} />
    </>
  );
};
