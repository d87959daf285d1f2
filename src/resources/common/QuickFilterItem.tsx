import type { ReactNode } from 'react';
import CancelIcon from '@mui/icons-material/CancelOutlined';
import { IconButton, ListItem, ListItemButton, ListItemText } from '@mui/material';
import { useListContext, useTranslate } from 'react-admin';

type Values = Record<string, unknown>;

/** Whether the filters hold every field of `value` (its undefined fields aside). */
const holds = (value: Values, filters: Values) =>
  Object.entries(value).every(([key, v]) => v === undefined || filters[key] === v);

/**
 * One line of a sidebar's list: the filter named `label`, chosen or cleared with a click, and
 * when chosen a ⊗ button that clears it, named for what it clears ("Retirer le filtre
 * « En attente »": axe's `button-name`, which react-admin's own items lack).
 */
export const SidebarItem = ({
  label,
  selected,
  onToggle,
}: {
  label: string;
  selected: boolean;
  onToggle: () => void;
}) => {
  const translate = useTranslate();
  return (
    <ListItem
      disablePadding
      disableGutters
      secondaryAction={
        selected ? (
          <IconButton
            size="small"
            aria-label={translate('flotte.operations.filters.clear', { name: label })}
            onClick={(event) => {
              event.stopPropagation();
              onToggle();
            }}
          >
            <CancelIcon />
          </IconButton>
        ) : null
      }
    >
      <ListItemButton onClick={onToggle} selected={selected} sx={{ px: '2em' }}>
        <ListItemText primary={label} sx={{ m: 0 }} />
      </ListItemButton>
    </ListItem>
  );
};

/**
 * react-admin's `FilterListItem` (the fields of `value` merged into the list's filters, or
 * removed when chosen again), with the named ⊗ of `SidebarItem`.
 */
export const QuickFilterItem = ({ label, value }: { label: ReactNode; value: Values }) => {
  const translate = useTranslate();
  const { filterValues, displayedFilters, setFilters } = useListContext();
  const filters = (filterValues ?? {}) as Values;
  const selected = holds(value, filters);
  const text = typeof label === 'string' ? translate(label, { _: label }) : String(label);
  const toggle = () =>
    setFilters(
      selected
        ? Object.fromEntries(Object.entries(filters).filter(([key]) => !(key in value)))
        : { ...filters, ...value },
      displayedFilters,
    );
  return <SidebarItem label={text} selected={selected} onToggle={toggle} />;
};
