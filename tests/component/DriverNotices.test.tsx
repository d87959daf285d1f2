import { useEffect } from 'react';
import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fr } from '../../src/i18n/fr';
import { AccountI18nProvider } from '../../src/pages/auth/i18n';
import { DriverNotices, useDriverNotify } from '../../src/pages/driver/light/DriverNotices';
import { createDriverI18n } from '../../src/pages/driver/light/i18n';

/**
 * The notices of the driver's light entry (driver.html), drawn without MUI (issue 32): the
 * message in the driver's words, in a live region present from the start (polite, or assertive
 * for an error), gone after 4 s or at Escape, the latest replacing the one shown.
 */
const notices = fr.flotte.driver.notify;

/** The provider's `notify`, as the screen's components get it. */
const caught: { notify: ReturnType<typeof useDriverNotify> } = { notify: () => undefined };
const notify: ReturnType<typeof useDriverNotify> = (...args) => caught.notify(...args);
const Catch = () => {
  const given = useDriverNotify();
  useEffect(() => {
    caught.notify = given;
  }, [given]);
  return null;
};

const renderNotices = () =>
  render(
    <AccountI18nProvider i18n={createDriverI18n()}>
      <DriverNotices>
        <Catch />
      </DriverNotices>
    </AccountI18nProvider>,
  );

const polite = () => document.querySelector('[aria-live="polite"]');
const assertive = () => document.querySelector('[aria-live="assertive"]');

describe("the driver's light entry's notices", () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('reads a step out politely in the driver’s words, and clears it after 4 s', async () => {
    renderNotices();
    // Both regions are there before anything is said.
    expect(await screen.findByRole('status')).toBe(polite());
    expect(polite()).toBeEmptyDOMElement();
    expect(assertive()).toBeEmptyDOMElement();
    vi.useFakeTimers();
    act(() =>
      notify('flotte.driver.notify.sent', { type: 'success', messageArgs: { step: 'Livré' } }),
    );
    expect(polite()).toHaveTextContent(notices.sent.replace('%{step}', 'Livré'));
    expect(polite()).toHaveClass('driver-toast--success');
    expect(assertive()).toBeEmptyDOMElement();
    act(() => vi.advanceTimersByTime(3999));
    expect(polite()).not.toBeEmptyDOMElement();
    act(() => vi.advanceTimersByTime(1));
    expect(polite()).toBeEmptyDOMElement();
  });

  it('says an error assertively, the latest notice replacing the one shown, Escape closing it', async () => {
    renderNotices();
    await screen.findByRole('status');
    act(() => notify('flotte.driver.notify.queued', { type: 'info', messageArgs: { step: 'x' } }));
    act(() =>
      notify('flotte.driver.notify.rejected', { type: 'error', messageArgs: { reason: 'Non' } }),
    );
    expect(assertive()).toHaveTextContent(notices.rejected.replace('%{reason}', 'Non'));
    expect(polite()).toBeEmptyDOMElement();
    act(() => {
      document.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape' }));
    });
    expect(assertive()).toBeEmptyDOMElement();
  });
});
