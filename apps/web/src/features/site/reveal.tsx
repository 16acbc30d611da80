import { useLayoutEffect, useRef } from 'react';
import type { ReactNode } from 'react';

/** Spec §9: an element counts as "in view" once 10 % of it shows. */
export const REVEAL_THRESHOLD = 0.1;

export const prefersReducedMotion = () =>
  typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;

/**
 * Scroll-in animation (spec §2). The element is visible by default; only when motion is allowed
 * and IntersectionObserver exists is it marked `data-reveal="pending"` (hidden by index.css)
 * before the first paint, then `"shown"` once in view. Opacity and transform only: no layout shift.
 */
export function useReveal<T extends HTMLElement>() {
  const ref = useRef<T>(null);
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element || prefersReducedMotion() || typeof IntersectionObserver !== 'function') return;
    // Already on screen (a server-rendered page being hydrated, decision 1000): it stays as painted, no flash.
    const box = element.getBoundingClientRect();
    if (box.bottom > 0 && box.top < window.innerHeight && box.height > 0) return;
    element.dataset.reveal = 'pending';
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
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
