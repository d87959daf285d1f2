import {
  FileField,
  FileInput,
  ImageField,
  ImageInput,
  NumberInput,
  ReferenceInput,
  SelectInput,
  TextInput,
  required,
} from 'react-admin';
import { assetCreate } from '../../../contract/asset';
import { FormCells, FormGrid } from '../common/FormGrid';
import { fieldValidators } from '../common/zodValidators';
import { QuantityInput } from '../common/QuantityInput';
import { DefaultDriverInput } from '../drivers/DefaultDriver';

const validate = fieldValidators(assetCreate);

/** A stored url shown back in the file inputs as the `{ src, title }` they display. */
const asStoredFile = (value: unknown) =>
  typeof value === 'string' && value ? { src: value, title: value.split('/').pop() } : value;
const formatPhoto = (value: unknown) => asStoredFile(value) ?? null;
const formatDocuments = (value: unknown) =>
  Array.isArray(value) ? value.map(asStoredFile) : value;

/** Photo: images only (the server checks the bytes again). Size: the server's cap, 5 MiB. */
const IMAGE_TYPES = { 'image/png': [], 'image/jpeg': [], 'image/webp': [], 'image/gif': [] };
const DOCUMENT_TYPES = { ...IMAGE_TYPES, 'application/pdf': [] };
const MAX_BYTES = 5 * 1024 * 1024;

/**
 * The asset form. Files picked here are uploaded by the dataProvider on save (POST /upload),
 * which sends the answered urls as `photo_url` and `document_urls`.
 */
export const AssetInputs = () => (
  <FormGrid>
    <FormCells md={6}>
      <TextInput source="name" validate={validate.name} autoFocus />
      <ReferenceInput source="asset_type_id" reference="asset-type" filter={{ active: 'true' }}>
        <SelectInput optionText="name" validate={required()} />
      </ReferenceInput>
      <TextInput source="registration" validate={validate.registration} />
      <TextInput source="serial_vin" validate={validate.serial_vin} />
    </FormCells>
    <FormCells md={4}>
      <TextInput source="make" validate={validate.make} />
      <TextInput source="model" validate={validate.model} />
      <NumberInput source="year" validate={validate.year} step={1} />
    </FormCells>
    <FormCells md={6}>
      <QuantityInput source="capacity_kg" validate={validate.capacity_kg} unit="kg" />
      <QuantityInput source="odometer_km" validate={validate.odometer_km} unit="km" />
      <DefaultDriverInput />
    </FormCells>
    <FormCells>
      <ImageInput
        source="photo_url"
        accept={IMAGE_TYPES}
        maxSize={MAX_BYTES}
        format={formatPhoto}
        helperText="resources.assets.helpers.photo"
      >
        <ImageField source="src" title="title" />
      </ImageInput>
      <FileInput
        source="document_urls"
        multiple
        accept={DOCUMENT_TYPES}
        maxSize={MAX_BYTES}
        format={formatDocuments}
        helperText="resources.assets.helpers.documents"
      >
        <FileField source="src" title="title" target="_blank" />
      </FileInput>
      <TextInput source="notes" validate={validate.notes} multiline minRows={2} />
    </FormCells>
  </FormGrid>
);
