import { COUNTRY_BOXES } from './country-boxes';

/** The languages a country may be named in at an address's end ("Genève, Suisse", "Köln, Deutschland"). */
const LANGUAGES = ['fr', 'en', 'de', 'es', 'it', 'pt', 'nl'];

/** Lower case, without accents, apostrophes or hyphens: "Côte d’Ivoire" is "cote d ivoire". */
const plain = (text: string) =>
  text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();

let names: Map<string, string> | undefined;
/** Every table country by its plain name in each of LANGUAGES (built once, on first use). */
function countryNames() {
  if (!names) {
    names = new Map();
    for (const language of LANGUAGES) {
      const display = new Intl.DisplayNames([language], { type: 'region' });
      for (const code of Object.keys(COUNTRY_BOXES)) {
        const name = display.of(code);
        if (name && name !== code) names.set(plain(name), code);
      }
    }
  }
  return names;
}

/**
 * The country an address is in (ISO 3166 alpha-2): the one its last part names, as a geocoder
 * writes it ("12 Rue de Rivoli, 75004 Paris, France"), else `fallback` (the business's own
 * country: most addresses typed by hand name none). Only the countries of COUNTRY_BOXES.
 */
export function addressCountry(address: unknown, fallback: string | null): string | null {
  const last = typeof address === 'string' ? address.split(/[,;\n]/).at(-1) : undefined;
  const named = last ? countryNames().get(plain(last)) : undefined;
  return named ?? fallback?.toUpperCase() ?? null;
}
