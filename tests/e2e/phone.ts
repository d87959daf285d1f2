/** The browser context of a driver's phone, for the journeys that use one. */

/** A phone held in one hand: an iPhone 12-sized screen, touch, French. */
export const PHONE = {
  viewport: { width: 390, height: 844 },
  deviceScaleFactor: 3,
  isMobile: true,
  hasTouch: true,
  locale: 'fr-FR',
};
