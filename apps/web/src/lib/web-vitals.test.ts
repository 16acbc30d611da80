import { describe, expect, it, vi } from 'vitest';

const handlers = vi.hoisted(() => ({
  onCLS: vi.fn(),
  onFCP: vi.fn(),
  onINP: vi.fn(),
  onLCP: vi.fn(),
  onTTFB: vi.fn(),
}));
vi.mock('web-vitals', () => handlers);

describe('web vitals', () => {
  it('loads lazily once and reports every metric to the given reporter', async () => {
    const { startWebVitals } = await import('./web-vitals');
    const report = vi.fn();
    startWebVitals(report);
    startWebVitals(report);
    await vi.waitFor(() => expect(handlers.onTTFB).toHaveBeenCalledTimes(1));
    for (const subscribe of Object.values(handlers)) expect(subscribe).toHaveBeenCalledWith(report);
  });
});
