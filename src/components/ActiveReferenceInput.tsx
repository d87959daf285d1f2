import { ReferenceInput, type ReferenceInputProps } from 'react-admin';

/**
 * A reference input into a catalogue of types (asset, business, package types) offering only
 * its active ones: an inactive type stays on the records that have it, but no new choice may
 * take it.
 */
export const ActiveReferenceInput = ({ filter, ...props }: ReferenceInputProps) => (
  <ReferenceInput {...props} filter={{ ...filter, active: 'true' }} />
);
