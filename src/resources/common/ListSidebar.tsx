import { useId, useState, type ReactNode } from 'react';
import FilterListIcon from '@mui/icons-material/FilterList';
import { Box, Button, Card, CardContent, Collapse, useMediaQuery } from '@mui/material';
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
 * then the quick filters given as children (`FilterList`s). Below 900 px it sits above the
 * list, folded behind a button, so that the list's first rows stay on the first screen.
 */
export const ListSidebar = ({ children }: { children?: ReactNode }) => {
  const translate = useTranslate();
  const narrow = useMediaQuery((theme: Theme) => theme.breakpoints.down('md'));
  const [open, setOpen] = useState(false);
  const id = useId();
  usePersistedSavedQueries();
  const card = <SidebarCard>{children}</SidebarCard>;
  if (!narrow) return card;
  return (
    <Box sx={{ order: -1, mt: 1 }}>
      <Button
        size="small"
        startIcon={<FilterListIcon />}
        aria-expanded={open}
        aria-controls={id}
        onClick={() => setOpen(!open)}
      >
        {translate('flotte.operations.filters.show')}
      </Button>
      <Collapse in={open} id={id} unmountOnExit>
        {card}
      </Collapse>
    </Box>
  );
};

const SidebarCard = ({ children }: { children?: ReactNode }) => {
  const translate = useTranslate();
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
