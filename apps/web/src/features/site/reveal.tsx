import { useEffect, useRef } from 'react';
import type { ReactNode } from 'react';

/** Spec §9: an element counts as "in view" once 10 % of it shows. */
export const REVEAL_THRESHOLD = 0.1;

export const prefersReducedMotion = () =>
  typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;

/**
 * Scroll-in animation (spec §2). The element is visible by default; only when motion is allowed
 * and IntersectionObserver exists, and the observer's first report finds it out of view, is it marked
 * `data-reveal="pending"` (hidden by index.css), then `"shown"` once in view. Opacity and transform only: no
 * layout shift. The observer's first report replaces a measurement of the element's box (decision 1034): each
 * such measurement after a block was marked made the browser lay the page out again at once, several times in
 * each part of a hydrating page.
 */
export function useReveal<T extends HTMLElement>() {
  const ref = useRef<T>(null);
  useEffect(() => {
    const element = ref.current;
    if (!element || prefersReducedMotion() || typeof IntersectionObserver !== 'function') return;
    let first = true;
    const observer = new IntersectionObserver(
      (entries) => {
        const inView = entries.some((entry) => entry.isIntersecting);
        if (first) {
          first = false;
          // Already on screen (a server-rendered page being hydrated, decision 1000): it stays as painted.
          if (inView) observer.disconnect();
          else element.dataset.reveal = 'pending';
          return;
        }
        if (!inView) return;
        element.dataset.reveal = 'shown';
        observer.disconnect();
      },
      { threshold: REVEAL_THRESHOLD },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  return ref;
}

/** A block that fades and slides in when scrolled into view. */
export function Reveal({
  children,
  className = '',
  delay = 0,
}: {
  children: ReactNode;
  className?: string;
  /** Stagger in milliseconds. */
  delay?: number;
}) {
  const ref = useReveal<HTMLDivElement>();
  return (
    <div ref={ref} className={className} style={delay ? { transitionDelay: `${delay}ms` } : undefined}>
      {children}
    </div>
  );
}
