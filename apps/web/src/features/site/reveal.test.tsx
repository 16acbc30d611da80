import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { REVEAL_THRESHOLD, Reveal } from './reveal';

type Callback = (entries: Array<Pick<IntersectionObserverEntry, 'isIntersecting'>>) => void;

function stubObserver() {
  const instances: Array<{ callback: Callback; options?: IntersectionObserverInit; disconnect: () => void }> =
    [];
  class FakeObserver {
    disconnect = vi.fn();
    observe = vi.fn();
    unobserve = vi.fn();
    constructor(
      public callback: Callback,
      public options?: IntersectionObserverInit,
    ) {
      instances.push(this);
    }
  }
  vi.stubGlobal('IntersectionObserver', FakeObserver);
  return instances;
}

function stubReducedMotion(reduce: boolean) {
  vi.stubGlobal(
    'matchMedia',
    vi.fn((query: string) => ({
      matches: reduce && query.includes('prefers-reduced-motion: reduce'),
      media: query,
      addEventListener: vi.fn(),
      removeEventListener: vi.fn(),
    })),
  );
}

afterEach(() => vi.unstubAllGlobals());

describe('Reveal (scroll-in animation)', () => {
  it('hides a block out of view until 10 % of it is in view, then shows it', () => {
    stubReducedMotion(false);
    const observers = stubObserver();
    render(<Reveal>Card</Reveal>);
    const block = screen.getByText('Card');
    // Nothing changes before the observer has said where the block is.
    expect(block).not.toHaveAttribute('data-reveal');
    expect(observers).toHaveLength(1);
    expect(observers[0]!.options).toEqual({ threshold: REVEAL_THRESHOLD });
    expect(REVEAL_THRESHOLD).toBe(0.1);

    act(() => observers[0]!.callback([{ isIntersecting: false }]));
    expect(block).toHaveAttribute('data-reveal', 'pending');
    act(() => observers[0]!.callback([{ isIntersecting: false }]));
    expect(block).toHaveAttribute('data-reveal', 'pending');
    act(() => observers[0]!.callback([{ isIntersecting: true }]));
    expect(block).toHaveAttribute('data-reveal', 'shown');
    expect(observers[0]!.disconnect).toHaveBeenCalled();
  });

  it('leaves a block that is on screen at first as it is painted', () => {
    stubReducedMotion(false);
    const observers = stubObserver();
    render(<Reveal>Card</Reveal>);
    act(() => observers[0]!.callback([{ isIntersecting: true }]));
    expect(screen.getByText('Card')).not.toHaveAttribute('data-reveal');
    expect(observers[0]!.disconnect).toHaveBeenCalled();
  });

  it('does not animate under prefers-reduced-motion: the content is simply there', () => {
    stubReducedMotion(true);
    const observers = stubObserver();
    render(<Reveal>Card</Reveal>);
    expect(screen.getByText('Card')).not.toHaveAttribute('data-reveal');
    expect(screen.getByText('Card')).toBeVisible();
    expect(observers).toHaveLength(0);
  });

  it('shows the content when IntersectionObserver is missing', () => {
    stubReducedMotion(false);
    vi.stubGlobal('IntersectionObserver', undefined);
    render(<Reveal>Card</Reveal>);
    expect(screen.getByText('Card')).not.toHaveAttribute('data-reveal');
  });

  it('turns smooth scrolling and the reveal transition off under reduced motion (index.css)', () => {
    const css = readFileSync(join(dirname(expect.getState().testPath!), '../../index.css'), 'utf8');
    const reduce = css.slice(css.indexOf('@media (prefers-reduced-motion: reduce)'));
    expect(css).toMatch(/html\s*{\s*scroll-behavior: smooth;/);
    expect(reduce).toMatch(/scroll-behavior: auto/);
    expect(reduce).toMatch(/transition-duration: 0\.01ms !important/);
    // The hidden "pending" state only exists when motion is allowed.
    const pending = css.indexOf("[data-reveal='pending']");
    expect(css.lastIndexOf('@media (prefers-reduced-motion: no-preference)', pending)).toBeGreaterThan(-1);
  });
});
