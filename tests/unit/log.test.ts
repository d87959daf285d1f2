import { describe, expect, it } from 'vitest';
import { loggedUrl } from '../../server/log';

describe('the request log', () => {
  it('keeps a tracking link’s place and drops its token', () => {
    expect(loggedUrl('/api/tracking/JIDiw7CrU8kDlRqe7Pk6E9QGAwTPcwI9j-BhDVuEglg')).toBe(
      '/api/tracking/[token]',
    );
    expect(loggedUrl('/api/tracking/abc?x=1')).toBe('/api/tracking/[token]?x=1');
  });

  it('leaves every other address as it is', () => {
    expect(loggedUrl('/api/business-dispatches/r-1')).toBe('/api/business-dispatches/r-1');
  });
});
