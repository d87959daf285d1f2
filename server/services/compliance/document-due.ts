/**
 * The due level of a document (docs/compliance.md), as SQL over a document row `d`, so that the
 * list filters on it, the dashboards count and the reminders claim with one definition.
 *
 * Days are UTC days and a document is valid through its last day (`valid_to` included):
 * - expired: `valid_to` before today;
 * - expiring: `valid_to` within `compliance_settings.expiring_days` of today (bounds included:
 *   its last day today, or exactly that many days ahead);
 * - valid: otherwise, and a document without an end.
 * A renewed document (not `current`) has no level.
 */
import { TODAY_SQL } from '../../db/sql';

/** The last day that still reads `expiring`. */
export const EXPIRING_UNTIL_SQL = `(${TODAY_SQL} + (select expiring_days from compliance_settings))`;

export const documentDueLevelSql = (d = 'd') =>
  `(case when not ${d}.current then null
     when ${d}.valid_to is null then 'valid'
     when ${d}.valid_to < ${TODAY_SQL} then 'expired'
     when ${d}.valid_to <= ${EXPIRING_UNTIL_SQL} then 'expiring'
     else 'valid' end)`;

/** The condition of each level (for lists and counts: index-friendly ranges of `valid_to`). */
export function documentLevelConditionSql(level: 'expired' | 'expiring' | 'valid', d = 'd') {
  if (level === 'expired') return `${d}.current and ${d}.valid_to < ${TODAY_SQL}`;
  if (level === 'expiring') {
    return `${d}.current and ${d}.valid_to >= ${TODAY_SQL} and ${d}.valid_to <= ${EXPIRING_UNTIL_SQL}`;
  }
  return `${d}.current and (${d}.valid_to is null or ${d}.valid_to > ${EXPIRING_UNTIL_SQL})`;
}
