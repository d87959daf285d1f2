import { useEffect, useRef } from 'react';
import { AutocompleteInput, Form, ReferenceInput } from 'react-admin';
import { useWatch } from 'react-hook-form';
import type { User } from '../../../contract/auth';

/**
 * Whether `user` names whose asset it creates or imports (server/scope/assets.ts
 * `assetTargetOf`): an owner's assets are its own and a business's in-house; the superadmin,
 * who owns none, names an asset owner or a business. Who may create or import at all is the
 * permission table's (`assets:create`, `assets:import`).
 */
export const namesAssetOwner = (user: Pick<User, 'role'> | null | undefined) =>
  user?.role === 'superadmin';

/** Whose assets they are, as the API takes it: exactly one of the two. */
export interface AssetOwnerTarget {
  owner_user_id: string | null;
  business_id: string | null;
}

/** The superadmin names whose asset it is: an asset owner, or a business (one of the two). */
export const AssetOwnerInputs = () => (
  <>
    <ReferenceInput source="owner_user_id" reference="users" filter={{ role: 'asset_owner' }}>
      <AutocompleteInput optionText="name" helperText="resources.assets.helpers.owner" />
    </ReferenceInput>
    <ReferenceInput source="business_id" reference="business">
      <AutocompleteInput optionText="name" helperText="resources.assets.helpers.owner" />
    </ReferenceInput>
  </>
);

const TargetWatch = ({ onChange }: { onChange: (target: AssetOwnerTarget) => void }) => {
  const [owner, business] = useWatch<Record<string, string | null | undefined>>({
    name: ['owner_user_id', 'business_id'],
  });
  const latest = useRef(onChange);
  useEffect(() => {
    latest.current = onChange;
  });
  useEffect(() => {
    latest.current({ owner_user_id: owner || null, business_id: business || null });
  }, [owner, business]);
  return null;
};

/** The same inputs outside a record's form (the asset import's dialog), reporting each change. */
export const AssetOwnerPicker = ({
  onChange,
}: {
  onChange: (target: AssetOwnerTarget) => void;
}) => (
  <Form noValidate>
    <AssetOwnerInputs />
    <TargetWatch onChange={onChange} />
  </Form>
);
