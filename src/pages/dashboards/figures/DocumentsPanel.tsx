import type { UseQueryResult } from '@tanstack/react-query';
import { listLink } from './links';
import { FigureTilesPanel } from './QueryFigures';

interface WithDocuments {
  documents: { expired: number; expiring: number };
}

/**
 * Documents in force that expired or expire soon (docs/compliance.md), each into the documents
 * list filtered on its level (the list's total is the figure).
 */
export function DocumentsPanel<T extends WithDocuments>({
  query,
}: {
  query: UseQueryResult<T, Error>;
}) {
  return (
    <FigureTilesPanel
      title="flotte.compliance.dashboard.title"
      query={query}
      figures={(data, translate) =>
        (['expired', 'expiring'] as const).map((level) => ({
          to: listLink('documents', { due_level: level }),
          count: data.documents[level],
          caption: translate(`flotte.compliance.due_levels.${level}`),
          label: translate(`flotte.compliance.dashboard.${level}`, {
            smart_count: data.documents[level],
          }),
          tone: level === 'expired' ? 'error' : 'warning',
        }))
      }
    />
  );
}
