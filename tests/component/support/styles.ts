import { withEmotionCache, type EmotionCache } from '@emotion/react';
import { cleanup, render } from '@testing-library/react';
import { createElement } from 'react';

/**
 * MUI's styles in the component tests. Emotion adds one `<style>` per rule (250–500 a file) and
 * jsdom's getComputedStyle, which every `*ByRole` query and accessible name runs on each element
 * it looks at, cascades through all of them: most of a file's time. So by default the rules are
 * left out of the document (docs/testing.md, "MUI's styles left out"). Without them an element
 * that only a class hides (a closed Collapse, `display: none` in an `sx`) is visible to queries;
 * a file whose assertions read CSS calls `keepStyles()` so that they can still fail.
 */
let emotion: EmotionCache | undefined;
let insertRules: EmotionCache['insert'] | undefined;

/** The cache MUI uses: emotion's default, which the app does not replace. */
function defaultCache(): EmotionCache {
  if (!emotion) {
    render(
      createElement(
        withEmotionCache((_props: object, cache: EmotionCache) => {
          emotion = cache;
          return null;
        }),
      ),
    );
    cleanup();
  }
  return emotion!;
}

/** Each style is recorded as inserted, as emotion does, but neither serialized nor written. */
export function leaveStylesOut() {
  const cache = defaultCache();
  insertRules ??= cache.insert;
  cache.insert = (_selector, serialized, _sheet, shouldCache) => {
    if (shouldCache) cache.inserted[serialized.name] = true;
    return undefined;
  };
}

/**
 * For a file whose assertions read CSS (getComputedStyle, toBeVisible): MUI's rules are written
 * into the document as in a browser. Call at the top of the file, before anything renders.
 */
export function keepStyles() {
  const cache = defaultCache();
  if (insertRules) cache.insert = insertRules;
  for (const name of Object.keys(cache.inserted)) delete cache.inserted[name];
}
