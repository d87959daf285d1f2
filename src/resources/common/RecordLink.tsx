import { TextField, Link, useCanAccess, useCreatePath, useRecordContext } from 'react-admin';

/**
 * A record's name that links to its page for those who may open it (contract/permissions.ts,
 * `show` on `reference`), and reads as plain text for the others. `linkable={false}` says the
 * record is beyond the caller's scope although the resource is not (a leased asset for the
 * lessee business).
 */
export const RecordLink = ({
  source,
  reference,
  text,
  linkable = true,
}: {
  /** The field holding the linked record's id. */
  source: string;
  reference: string;
  /** The field holding its name. */
  text: string;
  linkable?: boolean;
}) => {
  const record = useRecordContext();
  const createPath = useCreatePath();
  const { canAccess } = useCanAccess({ resource: reference, action: 'show' });
  const id: unknown = record?.[source];
  const name: unknown = record?.[text];
  if (typeof name !== 'string') return <TextField source={text} emptyText="—" />;
  if (!canAccess || !linkable || typeof id !== 'string') return <TextField source={text} />;
  return <Link to={createPath({ resource: reference, id, type: 'show' })}>{name}</Link>;
};
