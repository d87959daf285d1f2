import { render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { onDemand } from '../../src/pages/driver/onDemand';

/**
 * A dialog of the driver's screen loaded on first use (src/pages/driver/onDemand.tsx): it shows
 * once loaded; offline before it was ever fetched, it says so (`onUnavailable`) and the next use
 * loads it again, where `lazy()` would keep the failure and break the screen.
 */
const Sheet = ({ title }: { title: string }) => <p role="dialog" aria-label={title} />;

describe("the driver's dialogs loaded on first use", () => {
  it('renders the part once loaded, with its props', async () => {
    const { Part } = onDemand(() => Promise.resolve(Sheet));
    render(<Part title="Preuve de livraison" onUnavailable={() => undefined} />);
    expect(await screen.findByRole('dialog', { name: 'Preuve de livraison' })).toBeInTheDocument();
  });

  it('says so when it cannot load, and loads it on the next use', async () => {
    const load = vi
      .fn<() => Promise<typeof Sheet>>()
      .mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module'))
      .mockResolvedValue(Sheet);
    const { Part } = onDemand(load);
    const unavailable = vi.fn();
    const first = render(<Part title="Échec" onUnavailable={unavailable} />);
    await waitFor(() => expect(unavailable).toHaveBeenCalledTimes(1));
    expect(screen.queryByRole('dialog')).toBeNull();
    first.unmount();

    render(<Part title="Échec" onUnavailable={unavailable} />);
    expect(await screen.findByRole('dialog', { name: 'Échec' })).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(2);
    expect(unavailable).toHaveBeenCalledTimes(1);
  });

  it('preloads once: a later use does not load again', async () => {
    const load = vi.fn(() => Promise.resolve(Sheet));
    const { Part, preload } = onDemand(load);
    await preload();
    render(<Part title="Laisser l’arrêt" onUnavailable={() => undefined} />);
    // Loaded already: shown at the first render.
    expect(screen.getByRole('dialog', { name: 'Laisser l’arrêt' })).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(1);
  });
});
