import { SelectInput, type SelectInputProps } from 'react-admin';

/**
 * The filter on `active` ("true" or "false", as the API takes it), its choices named
 * `<labels>.active` and `<labels>.inactive`.
 */
export const activeFilter = (labels: string, props?: Omit<SelectInputProps, 'source'>) => (
  <SelectInput
    key="active"
    source="active"
    choices={[
      { id: 'true', name: `${labels}.active` },
      { id: 'false', name: `${labels}.inactive` },
    ]}
    {...props}
  />
);
