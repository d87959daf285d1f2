import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { PasswordToggle } from '../../src/components/PasswordToggle';

/**
 * The eye of a password field: its tooltip loads when the pointer or the focus first reaches
 * it (not with the sign-in page, docs/first-screen.md), and the keyboard keeps its place.
 */
const renderToggle = () =>
  render(
    <>
      <input aria-label="Mot de passe" />
      <PasswordToggle visible={false} onToggle={() => {}} translate={(key) => key} />
    </>,
  );

describe("the password field's eye", () => {
  it('is named before any tooltip, which shows on hover', async () => {
    renderToggle();
    const eye = screen.getByRole('button', { name: 'ra.input.password.toggle_hidden' });
    expect(screen.queryByRole('tooltip')).toBeNull();
    await userEvent.hover(eye);
    await userEvent.unhover(await screen.findByRole('button'));
    await userEvent.hover(screen.getByRole('button'));
    expect(await screen.findByRole('tooltip')).toHaveTextContent('ra.input.password.toggle_hidden');
  });

  it('keeps the focus when reached by the keyboard while its tooltip loads', async () => {
    renderToggle();
    await userEvent.click(screen.getByLabelText('Mot de passe'));
    await userEvent.tab();
    expect(await screen.findByRole('tooltip')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'ra.input.password.toggle_hidden' })).toHaveFocus();
  });
});
