import { afterEach, describe, expect, it, vi } from 'vitest';
import { isAccountPath } from '../../src/pages/accountRoutes';
import { currentRoute, matchRoute, navigate, subscribe } from '../../src/pages/auth/router';

afterEach(() => window.history.replaceState(null, '', '/'));

describe("the first screen's router", () => {
  it.each([
    ['/login', true],
    ['/signup/owner', true],
    ['/signup/b2b', true],
    ['/verify', true],
    ['/forgot-password', true],
    ['/reset-password', true],
    ['/b/acme/login', true],
    ['/b/acme/signup', true],
    ['/', false],
    ['/assets', false],
    ['/b/acme', false],
    ['/b/acme/login/more', false],
    ['/signup', false],
    ['/my-business', false],
  ])('%s is an account page: %s', (pathname, expected) => {
    expect(isAccountPath(pathname)).toBe(expected);
  });

  it('reads params, decoded', () => {
    expect(matchRoute('/b/:slug/login', '/b/caf%C3%A9/login')).toEqual({ slug: 'café' });
    expect(matchRoute('/b/:slug/login', '/b/acme/signup')).toBeNull();
  });

  it("navigates in the hash with react-router's history state, telling subscribers", () => {
    const listener = vi.fn();
    const unsubscribe = subscribe(listener);
    window.history.replaceState({ usr: null, key: 'a', idx: 3 }, '', '/#/login');
    navigate('/verify?email=a%40b.test', { state: { nextPathname: '/assets' } });
    expect(window.location.hash).toBe('#/verify?email=a%40b.test');
    expect(currentRoute()).toBe('/verify?email=a%40b.test');
    expect(window.history.state).toMatchObject({ usr: { nextPathname: '/assets' }, idx: 4 });
    navigate('/login', { replace: true });
    expect(window.history.state).toMatchObject({ usr: null, idx: 4 });
    expect(listener).toHaveBeenCalledTimes(2);
    unsubscribe();
  });
});
