import type { ReactNode } from 'react';
import { Alert } from '@mui/material';
import {
  EditContextProvider,
  useEditController,
  useNotify,
  useTranslate,
  type EditControllerProps,
  type RaRecord,
} from 'react-admin';
import { OWN_ID } from '../../../providers/dataProvider';
import { LoadingPanel } from '../../../components/LoadingPanel';

/**
 * A tab editing one of the business's own records (`resource` `OWN_ID`): saved pessimistically,
 * `saved` (a catalog key) said once saved. A failed read is said in the tab, which shows a
 * loading panel until the record is there.
 */
export function OwnRecordEdit<T extends RaRecord>({
  resource,
  saved,
  transform,
  queryOptions,
  children,
}: {
  resource: string;
  saved: string;
  transform: EditControllerProps<T>['transform'];
  queryOptions?: EditControllerProps<T>['queryOptions'];
  children: (record: T) => ReactNode;
}) {
  const translate = useTranslate();
  const notify = useNotify();
  const controller = useEditController<T>({
    resource,
    id: OWN_ID,
    mutationMode: 'pessimistic',
    redirectOnError: false,
    queryOptions: { onError: () => undefined, ...queryOptions },
    transform,
    mutationOptions: { onSuccess: () => notify(saved, { type: 'info' }) },
  });
  const { record, error } = controller;
  if (error) return <Alert severity="error">{translate(error.message)}</Alert>;
  if (!record) return <LoadingPanel />;
  return <EditContextProvider value={controller}>{children(record)}</EditContextProvider>;
}
