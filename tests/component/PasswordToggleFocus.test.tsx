import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expect, it } from 'vitest';
import { PasswordToggle } from '../../src/components/PasswordToggle';

/**
 * A file of its own: the eye's tooltip must still be unloaded when the keyboard reaches it (a
 * file's modules are its own), so that the keyboard can move on while it loads.
 */
it("leaves the focus where the keyboard went on while the eye's tooltip loaded", async () => {
  render(
    <>
      <input aria-label="Mot de passe" />
      <PasswordToggle visible={false} onToggle={() => {}} translate={(key) => key} />
      <input aria-label="Suivant" />
    </>,
  );
  // The keyboard reaches the eye, then goes on to the next field before the tooltip's code has
  // come (one synchronous step each: nothing loads in between).
  const eye = screen.getByRole('button', { name: 'ra.input.password.toggle_hidden' });
  act(() => eye.focus());
  screen.getByLabelText('Suivant').focus();
  await act(async () => {
    await import('@mui/material/Tooltip');
  });
  await userEvent.keyboard('abc');
  expect(screen.getByLabelText('Suivant')).toHaveFocus();
  expect(screen.getByLabelText('Suivant')).toHaveValue('abc');
});
