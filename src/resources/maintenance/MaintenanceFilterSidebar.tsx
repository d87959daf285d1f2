import BuildIcon from '@mui/icons-material/Build';
import EventIcon from '@mui/icons-material/Event';
import FlagIcon from '@mui/icons-material/Flag';
import { FilterList } from 'react-admin';
import { ListSidebar } from '../common/ListSidebar';
import { dueLevelChoices, kindChoices, statusChoices } from './MaintenanceFields';
import { QuickFilterItem } from '../common/QuickFilterItem';

const Items = ({ source, choices }: { source: string; choices: { id: string; name: string }[] }) =>
  choices.map((choice) => (
    <QuickFilterItem key={choice.id} label={choice.name} value={{ [source]: choice.id }} />
  ));

/**
 * The list's sidebar, like the other operator lists': the user's saved queries (filters, sort
 * and page size, kept per user), then one-click filters by due level, status and kind.
 */
export const MaintenanceFilterSidebar = () => (
  <ListSidebar>
    <FilterList label="flotte.maintenance.sidebar.due_level" icon={<EventIcon />}>
      <Items source="due_level" choices={dueLevelChoices} />
    </FilterList>
    <FilterList label="flotte.maintenance.sidebar.status" icon={<FlagIcon />}>
      <Items source="status" choices={statusChoices} />
    </FilterList>
    <FilterList label="flotte.maintenance.sidebar.kind" icon={<BuildIcon />}>
      <Items source="kind" choices={kindChoices} />
    </FilterList>
  </ListSidebar>
);
