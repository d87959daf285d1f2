import { useEffect, useRef } from 'react';
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useNotify, useTranslate, type TranslateFunction } from 'react-admin';
import type { LiveEvent } from '../../contract/live';
import { getConfig } from '../config';
import { currentToken } from '../providers/httpClient';
import {
  allLiveKeys,
  connectLiveEvents,
  invalidate,
  justActed,
  queryKeysFor,
  RA_RESOURCE,
  recordOnScreen,
  type LiveConnectionOptions,
} from '../providers/liveEvents';

/** Events arriving within this window are one refetch and at most one notice. */
export const BURST_MS = 300;

/** What a record reads as in a notice. */
const labelOf = (resource: string, record: Record<string, unknown>): string => {
  if (resource === 'requests') {
    return `${String(record.pickup_address ?? '')} → ${String(record.dropoff_address ?? '')}`;
  }
  if (resource === 'leases') return String(record.asset_name ?? '');
  return String(record.title ?? '');
};

/** The notice of a burst: the one change on screen, a count of several, or nothing. */
export function noticeOf(
  queryClient: QueryClient,
  translate: TranslateFunction,
  events: LiveEvent[],
): string | undefined {
  const shown = new Map<string, string>();
  for (const e of events) {
    if (e.op === 'bulk' || e.id === null) continue;
    if (e.resource === 'wallets') {
      const onScreen = queryClient
        .getQueryCache()
        .findAll({ queryKey: ['wallet'], type: 'active' })
        .concat(
          queryClient
            .getQueryCache()
            .findAll({ queryKey: ['business-wallet', e.business_id ?? ''], type: 'active' }),
        );
      if (onScreen.length > 0)
        shown.set(`wallets:${e.id}`, translate('flotte.live.changed.wallets'));
      continue;
    }
    const raResource = RA_RESOURCE[e.resource];
    if (!raResource || e.status === null) continue;
    const record = recordOnScreen(queryClient, raResource, e.id);
    if (!record) continue;
    const status = translate(`resources.${raResource}.statuses.${e.status}`, { _: e.status });
    shown.set(
      `${e.resource}:${e.id}`,
      translate(`flotte.live.changed.${e.resource}`, {
        label: labelOf(e.resource, record),
        status,
      }),
    );
  }
  if (shown.size === 0) return undefined;
  if (shown.size === 1) return [...shown.values()][0];
  return translate('flotte.live.many', { smart_count: shown.size });
}

/**
 * Mounted once in the signed-in layout: keeps the live stream open while signed in and, on each
 * burst of changes, refetches the lists and pages that show them (react-query's cache, never a
 * page reload) and says in a short notice what changed among the records on screen. No notice
 * when the user just acted: its own action's notice says it already.
 */
export const LiveUpdates = ({
  connect = connectLiveEvents,
}: {
  connect?: (options: LiveConnectionOptions) => { close(): void };
}) => {
  const queryClient = useQueryClient();
  // Through refs: a language change must not reopen the stream.
  const notifyNow = useNotify();
  const translateNow = useTranslate();
  const notify = useRef(notifyNow);
  const translate = useRef(translateNow);
  useEffect(() => {
    notify.current = notifyNow;
    translate.current = translateNow;
  }, [notifyNow, translateNow]);

  useEffect(() => {
    let burst: LiveEvent[] = [];
    let timer: ReturnType<typeof setTimeout> | undefined;
    const flush = () => {
      timer = undefined;
      const events = burst;
      burst = [];
      const message = justActed(queryClient)
        ? undefined
        : noticeOf(queryClient, translate.current, events);
      invalidate(queryClient, events.flatMap(queryKeysFor));
      if (message) notify.current(message, { type: 'info', messageArgs: { _: message } });
    };
    const connection = connect({
      url: `${getConfig().apiUrl}/events`,
      token: currentToken,
      onEvent: (event) => {
        burst.push(event);
        timer ??= setTimeout(flush, BURST_MS);
      },
      onResync: () => invalidate(queryClient, allLiveKeys()),
    });
    return () => {
      connection.close();
      if (timer !== undefined) clearTimeout(timer);
    };
  }, [connect, queryClient]);

  return null;
};
