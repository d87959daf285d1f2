import type { ReactNode } from 'react';
import { Typography } from '@mui/material';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Form, SaveButton, useNotify, useTranslate } from 'react-admin';
import { canAccess, type Resource } from '../../../contract/permissions';
import { useAuthState } from '../../providers/store';
import { useServerErrors } from '../../resources/common/useSaveWithServerErrors';
import { PageFrame } from './PageFrame';
import { SettingsLoading, SettingsUpdatedAt } from './SettingsStatus';

/** A platform setting as its route answers it: its values and when they last changed. */
interface Setting {
  updated_at: string | null;
}

interface SettingPageProps<T extends Setting> {
  /** The setting's resource in the permission table: who may `edit` it gets a save button. */
  resource: Resource;
  /** Catalog keys: the page's title and the text under it. */
  title: string;
  intro: string;
  queryKey: readonly string[];
  load: () => Promise<T>;
  /** Writes the form's values (`current`: the setting as loaded) and answers the setting saved. */
  save: (values: Record<string, unknown>, current: T) => Promise<T>;
  /** Catalog keys: the notice once saved, and the "last changed on %{date}" line. */
  saved: string;
  updated: string;
  /** The form's inputs, read-only for a role that may only read the setting. */
  inputs: (readOnly: boolean) => ReactNode;
  /** What the page shows under the form. */
  children?: ReactNode;
}

/**
 * A platform setting's page (funding instructions, the platform's legal identity): the setting
 * loaded, its form, saved with a notice; the server's field errors go back on their inputs. A
 * role the permission table lets read it but not edit it sees the values with no save button.
 */
export function SettingPage<T extends Setting>({
  resource,
  title,
  intro,
  queryKey,
  load,
  save,
  saved,
  updated,
  inputs,
  children,
}: SettingPageProps<T>) {
  const translate = useTranslate();
  const notify = useNotify();
  const queryClient = useQueryClient();
  const serverErrors = useServerErrors();
  const { user } = useAuthState();
  const readOnly = !canAccess(user?.role, { resource, action: 'edit' });
  const { data, error } = useQuery({ queryKey, queryFn: load });
  const submit = async (values: Record<string, unknown>) => {
    if (!data) return undefined;
    try {
      queryClient.setQueryData(queryKey, await save(values, data));
      notify(saved, { type: 'info' });
      return undefined;
    } catch (failure) {
      return serverErrors(failure);
    }
  };
  return (
    <PageFrame title={title} maxWidth={900}>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        {translate(intro)}
      </Typography>
      <SettingsLoading loaded={Boolean(data)} error={error} />
      {data ? (
        <Form record={{ id: resource, ...data }} onSubmit={submit} noValidate>
          {inputs(readOnly)}
          <SettingsUpdatedAt at={data.updated_at} label={updated} />
          {readOnly ? null : <SaveButton />}
        </Form>
      ) : null}
      {children}
    </PageFrame>
  );
}
