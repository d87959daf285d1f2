import type { ReactNode } from 'react';
import { Card, CardContent } from '@mui/material';
import type { SxProps, Theme } from '@mui/material/styles';
import { useTranslate } from 'react-admin';
import { SavedQueries } from './SavedQueries';
import { usePersistedSavedQueries } from './usePersistedSavedQueries';

/**
 * `<List sx>` for a list with a sidebar: the sidebar beside the table from md up, above it on
 * small screens (never hidden: saved filters exist only here).
 */
export const withSidebarSx: SxProps<Theme> = { flexDirection: { xs: 'column', md: 'row' } };

/**
 * A list's `aside`: the user's saved filters (react-admin's saved queries, kept per user),
 * then the quick filters given as children (`FilterList`s).
 */
export const ListSidebar = ({ children }: { children?: ReactNode }) => {
  const translate = useTranslate();
  usePersistedSavedQueries();
  return (
    <Card
      component="aside"
      aria-label={translate('flotte.operations.filters.label')}
      sx={{
        order: -1,
        flex: { md: '0 0 15em' },
        alignSelf: { md: 'flex-start' },
        mr: { md: 2 },
        mt: { xs: 1, md: 8 },
        mb: { xs: 1, md: 0 },
      }}
    >
      <CardContent sx={{ pt: 1 }}>
        <SavedQueries />
        {children}
      </CardContent>
    </Card>
  );
};
