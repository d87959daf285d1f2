import { useState, type ComponentType, type ReactNode } from 'react';
import { Button, Stack } from '@mui/material';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslate } from 'react-admin';
import { ShowSection } from '../../resources/common/ShowSection';
import { QueryState } from './QueryState';
import { SecretDialog } from './SecretDialog';

/** What a panel's create dialog is given: it answers the new secret, to show once. */
export type CreateWithSecretProps = {
  businessId?: string | undefined;
  onClose: () => void;
  onCreated: (secret: string) => void;
};

/**
 * A business's list of things that hold a secret (API keys, webhook endpoints): a section with a
 * create button, the list's states, and the secret of what is created (or given a new one) shown
 * once. Its texts come from `<messages>.title`, `.create`, `.empty` and `.created_title`.
 */
export const SecretsPanel = <T,>({
  messages,
  businessId,
  queryKey,
  queryFn,
  CreateWithSecret,
  children,
}: {
  messages: string;
  businessId?: string | undefined;
  queryKey: readonly unknown[];
  queryFn: () => Promise<{ data: T[] }>;
  CreateWithSecret: ComponentType<CreateWithSecretProps>;
  /** The rows; `refresh` reloads them, `showSecret` shows a new secret once. */
  children: (
    rows: T[],
    panel: { refresh: () => void; showSecret: (secret: string) => void },
  ) => ReactNode;
}) => {
  const translate = useTranslate();
  const queryClient = useQueryClient();
  const query = useQuery({ queryKey, queryFn });
  const [creating, setCreating] = useState(false);
  const [secret, setSecret] = useState<string | null>(null);
  const refresh = () => void queryClient.invalidateQueries({ queryKey });
  return (
    <ShowSection title={`${messages}.title`}>
      <Stack direction="row" justifyContent="flex-end" sx={{ mb: 1 }}>
        <Button variant="contained" onClick={() => setCreating(true)}>
          {translate(`${messages}.create`)}
        </Button>
      </Stack>
      <QueryState query={query} empty={`${messages}.empty`}>
        {(rows) => children(rows, { refresh, showSecret: setSecret })}
      </QueryState>
      {creating ? (
        <CreateWithSecret
          businessId={businessId}
          onClose={() => setCreating(false)}
          onCreated={(created) => {
            setCreating(false);
            setSecret(created);
            refresh();
          }}
        />
      ) : null}
      {secret ? (
        <SecretDialog
          title={`${messages}.created_title`}
          secret={secret}
          onClose={() => setSecret(null)}
        />
      ) : null}
    </ShowSection>
  );
};
