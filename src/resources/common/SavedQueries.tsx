import BookmarkIcon from '@mui/icons-material/BookmarkBorder';
import HelpIcon from '@mui/icons-material/HelpOutline';
import { Box, List, Tooltip } from '@mui/material';
import {
  AddSavedQueryIconButton,
  extractValidSavedQueries,
  FilterListSection,
  RemoveSavedQueryIconButton,
  useListContext,
  useSavedQueries,
  useTranslate,
  type SavedQuery,
} from 'react-admin';
import { SidebarItem } from './QuickFilterItem';

/** Deep equality of plain JSON values (filters, sort), whatever the order of their keys. */
const isEqual = (a: unknown, b: unknown): boolean => {
  if (a === b) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  const keysA = Object.keys(a).filter((k) => (a as Record<string, unknown>)[k] !== undefined);
  const keysB = Object.keys(b).filter((k) => (b as Record<string, unknown>)[k] !== undefined);
  return (
    keysA.length === keysB.length &&
    keysA.every((k) =>
      isEqual((a as Record<string, unknown>)[k], (b as Record<string, unknown>)[k]),
    )
  );
};

/**
 * A saved filter: chosen, it restores all it saved (filters, sort, page size), where
 * react-admin's own item restores the filters only and left the sort as it was; chosen again,
 * or with its ⊗, it clears the filters.
 */
const SavedQueryItem = ({ query }: { query: SavedQuery }) => {
  const {
    filterValues,
    displayedFilters,
    sort,
    perPage,
    setFilters,
    setSort,
    setPerPage,
    setPage,
  } = useListContext();
  const selected = isEqual(query.value, { filter: filterValues, sort, perPage, displayedFilters });
  const toggle = () => {
    if (selected) {
      setFilters({}, {});
    } else {
      setFilters(query.value.filter ?? {}, query.value.displayedFilters ?? {});
      if (query.value.sort) setSort(query.value.sort);
      if (query.value.perPage) setPerPage(query.value.perPage);
    }
    setPage(1);
  };
  return <SidebarItem label={query.label} selected={selected} onToggle={toggle} />;
};

const floating = { position: 'absolute', right: 0, top: '-1.8em' } as const;

/**
 * react-admin's `SavedQueriesList`, with its save/remove/help icon beside the list instead of
 * inside its `<ul>` (a list may hold only `<li>`s: axe's `list` rule).
 */
export const SavedQueries = () => {
  const translate = useTranslate();
  const { resource, filterValues, displayedFilters, sort, perPage } = useListContext();
  const [savedQueries] = useSavedQueries(resource);
  const valid = extractValidSavedQueries(savedQueries);
  const current = { filter: filterValues, sort, perPage, displayedFilters };
  const isSaved = valid.some((query) => isEqual(query.value, current));
  const hasFilters = !isEqual(filterValues, {});
  return (
    <FilterListSection label="ra.saved_queries.label" icon={<BookmarkIcon />}>
      <Box sx={{ position: 'relative' }}>
        {/* The icons say what they do on hover and focus, in words that begin their names. */}
        {isSaved ? (
          <Tooltip title={translate('ra.saved_queries.remove_label')}>
            <RemoveSavedQueryIconButton sx={floating} />
          </Tooltip>
        ) : hasFilters ? (
          <Tooltip title={translate('ra.saved_queries.new_label')}>
            <AddSavedQueryIconButton sx={floating} />
          </Tooltip>
        ) : (
          <Tooltip title={translate('ra.saved_queries.help')}>
            <HelpIcon
              sx={{ ...floating, top: '-1.2em', right: 3, color: 'action.disabled' }}
              aria-hidden={false}
              aria-label={translate('ra.saved_queries.help')}
              role="img"
            />
          </Tooltip>
        )}
      </Box>
      {valid.length > 0 && (
        <List dense disablePadding>
          {valid.map((query, index) => (
            <SavedQueryItem key={index} query={query} />
          ))}
        </List>
      )}
    </FilterListSection>
  );
};
