import { useQuery } from '@tanstack/react-query';
import type { Identifier, TranslateFunction } from 'react-admin';
import {
  reasonSentenceKey,
  type AssetCompliance,
  type ComplianceReason,
} from '../../../contract/documents';
import { useFlotteDataProvider } from '../../providers/useFlotteDataProvider';

/** Each asset's compliance by id (docs/compliance.md), while `enabled`. */
export function useAssetCompliance(ids: Identifier[], enabled: boolean) {
  const dataProvider = useFlotteDataProvider();
  const key = ids.map(String).sort();
  const { data = [] } = useQuery({
    queryKey: ['compliance', 'assets', key],
    queryFn: () => dataProvider.getAssetCompliance(key),
    enabled: enabled && key.length > 0,
  });
  return new Map<string, AssetCompliance>(data.map((c) => [c.asset_id, c]));
}

/** A day or an instant in the user's language. */
const dateText = (value: string, locale: string) =>
  new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeZone: 'UTC' }).format(
    new Date(value.length === 10 ? `${value}T00:00:00Z` : value),
  );

/** One reason as a sentence ("Assurance expirée le 25 nov. 2026"). */
export function reasonText(translate: TranslateFunction, locale: string, r: ComplianceReason) {
  const kindKey = `flotte.compliance.kinds.${r.kind_code ?? ''}`;
  const kind = r.kind_code ? translate(kindKey, { _: r.kind_name ?? r.kind_code }) : '';
  return translate(reasonSentenceKey(r), {
    kind_name: kind,
    date: r.date ? dateText(r.date, locale) : '',
    title: r.title ?? '',
  });
}

/** The blocking reasons first, then the warnings, as one line. */
export function reasonsText(translate: TranslateFunction, locale: string, c: AssetCompliance) {
  return [...c.reasons]
    .sort((a, b) => Number(b.blocking) - Number(a.blocking))
    .map((r) => reasonText(translate, locale, r))
    .join(' · ');
}
