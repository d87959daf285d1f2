/** 0.08 as "8 %" (fr) or "8%" (en). */
export const formatRate = (rate: number, locale: string) =>
  new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 2 }).format(rate);

/** A date of a subscription's period, in the app's language. */
export const formatDay = (iso: string, locale: string) =>
  new Date(iso).toLocaleDateString(locale, { dateStyle: 'long' });

/** The live subscription: the list answers it first, when there is one. */
export const liveOf = <T extends { status: string }>(subscriptions: T[] | undefined) => {
  const first = subscriptions?.[0];
  return first && first.status !== 'cancelled' ? first : undefined;
};
