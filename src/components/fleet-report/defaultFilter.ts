import { defaultPeriod } from '../../../contract/fleet-report';
import { userTimeZone } from '../../providers/userZone';

/**
 * The report's filter when opened afresh: this month in the user's zone, as the API answers
 * without one (its business's zone, Paris for the operators and owners). The list's default
 * and the menu's link both read it (the link's filter would otherwise win over the list's
 * default and leave "Période" empty). Kept apart from the lazy list for the menu.
 */
export const fleetReportDefaultFilter = () => ({ period: defaultPeriod(userTimeZone()) });
