import { defaultPeriod } from '../../../contract/fleet-report';

/**
 * The report's filter when opened afresh: this UTC month, as the API answers without one. The
 * list's default and the menu's link both read it (the link's filter would otherwise win over
 * the list's default and leave "Période" empty). Kept apart from the lazy list for the menu.
 */
export const fleetReportDefaultFilter = () => ({ period: defaultPeriod() });
