import { SearchInput } from 'react-admin';

/** A list's first filter: its full-text search (`q`, which every list route takes), always shown. */
export const searchFilter = <SearchInput key="q" source="q" alwaysOn />;
