import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { HydrationSlice, whenHydrated } from './hydration-slices';

// Outside a hydration of a server page (decision 1016) a slice is transparent: the signed-in area, client-side
// navigations and these tests render its content at once.
describe('hydration slices outside a hydration', () => {
  it('render their content at once', () => {
    render(
      <HydrationSlice>
        <p>Part of the page</p>
      </HydrationSlice>,
    );
    expect(screen.getByText('Part of the page')).toBeInTheDocument();
  });

  it('run what waits for the whole page at once', () => {
    const run = vi.fn();
    whenHydrated(run);
    expect(run).toHaveBeenCalledTimes(1);
  });
});
