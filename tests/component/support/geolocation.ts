/** The phone's Geolocation in component tests: readings the test gives, as a watcher gets them. */
import { act } from '@testing-library/react';

/** A phone's Geolocation whose readings the test gives. */
export function fakeGeolocation() {
  const watchers: PositionCallback[] = [];
  const geolocation = {
    watchPosition: (success: PositionCallback) => watchers.push(success),
    clearWatch: () => undefined,
    getCurrentPosition: () => undefined,
  };
  Object.defineProperty(window.navigator, 'geolocation', {
    value: geolocation,
    configurable: true,
  });
  return (lat: number, lng: number, timestamp: number) =>
    act(() => {
      for (const watcher of watchers) {
        watcher({
          timestamp,
          coords: { latitude: lat, longitude: lng, accuracy: 8, speed: 4, heading: 90 },
        } as unknown as GeolocationPosition);
      }
    });
}
