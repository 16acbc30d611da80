import { useEffect, useRef } from 'react';

type Props = {
  /** Spec §2: 80 on the login page, 30 for the decorative canvas. */
  count: number;
  linkDistance?: number;
  maxFps?: number;
  className?: string;
};

type Particle = { x: number; y: number; vx: number; vy: number };

/** Opacity steps of the links. */
const LINK_STEPS = 6;

const prefersReducedMotion = () =>
  typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;

/**
 * Decorative moving particles, linked when close, drifting towards the pointer. Capped at
 * `maxFps`, paused while the tab is hidden, and not drawn at all under reduced motion.
 */
export function ParticleCanvas({ count, linkDistance = 100, maxFps = 30, className = '' }: Props) {
  const ref = useRef<HTMLCanvasElement>(null);

  useEffect(() => {
    const canvas = ref.current;
    const context = canvas?.getContext?.('2d');
    if (!canvas || !context || prefersReducedMotion()) return;

    let width = 0;
    let height = 0;
    // One canvas pixel per CSS pixel even on dense screens: soft dots and lines need no more, and a phone then
    // fills a third of the pixels on every frame (decision 1016).
    const ratio = Math.min(devicePixelRatio, 1);
    const resize = () => {
      width = canvas.clientWidth;
      height = canvas.clientHeight;
      canvas.width = width * ratio;
      canvas.height = height * ratio;
      context.setTransform(ratio, 0, 0, ratio, 0, 0);
    };
    const particles: Particle[] = [];
    const pointer = { x: -1, y: -1 };
    let lastPointer = 0;
    const onMove = (event: PointerEvent) => {
      // Spec §2: pointer tracking throttled to 50 ms.
      if (event.timeStamp - lastPointer < 50) return;
      lastPointer = event.timeStamp;
      const box = canvas.getBoundingClientRect();
      pointer.x = event.clientX - box.left;
      pointer.y = event.clientY - box.top;
    };

    let frame = 0;
    let last = 0;
    const minGap = 1000 / maxFps;
    // Links are drawn in a few opacity steps, one path each, instead of one stroke per pair: the same picture
    // for a fraction of the canvas calls (a frame stays well under a phone's frame budget).
    const linkSquared = linkDistance * linkDistance;
    const steps: Array<Array<number>> = Array.from({ length: LINK_STEPS }, () => []);
    const draw = (time: number) => {
      frame = requestAnimationFrame(draw);
      if (time - last < minGap) return;
      last = time;
      context.clearRect(0, 0, width, height);
      context.fillStyle = 'rgba(148, 163, 184, 0.7)';
      context.beginPath();
      for (const p of particles) {
        if (pointer.x >= 0) {
          p.vx += (pointer.x - p.x) * 0.00002;
          p.vy += (pointer.y - p.y) * 0.00002;
        }
        p.x += p.vx;
        p.y += p.vy;
        if (p.x < 0 || p.x > width) p.vx *= -1;
        if (p.y < 0 || p.y > height) p.vy *= -1;
        context.moveTo(p.x + 2, p.y);
        context.arc(p.x, p.y, 2, 0, Math.PI * 2);
      }
      context.fill();
      for (const step of steps) step.length = 0;
      for (let i = 0; i < particles.length; i++) {
        const a = particles[i]!;
        for (let j = i + 1; j < particles.length; j++) {
          const b = particles[j]!;
          const dx = a.x - b.x;
          const dy = a.y - b.y;
          const squared = dx * dx + dy * dy;
          if (squared >= linkSquared) continue;
          const step = Math.min(LINK_STEPS - 1, Math.floor((Math.sqrt(squared) / linkDistance) * LINK_STEPS));
          steps[step]!.push(a.x, a.y, b.x, b.y);
        }
      }
      steps.forEach((lines, step) => {
        if (lines.length === 0) return;
        // The opacity fades with the distance, as when each link had its own (0.3 when touching, 0 at the limit).
        context.strokeStyle = `rgba(148, 163, 184, ${(0.3 * (1 - (step + 0.5) / LINK_STEPS)).toFixed(3)})`;
        context.beginPath();
        for (let k = 0; k < lines.length; k += 4) {
          context.moveTo(lines[k]!, lines[k + 1]!);
          context.lineTo(lines[k + 2]!, lines[k + 3]!);
        }
        context.stroke();
      });
    };
    const start = () => {
      cancelAnimationFrame(frame);
      if (document.visibilityState === 'visible') frame = requestAnimationFrame(draw);
    };
    // Sized and started once the page is idle: sizing the canvas allocates its pixels, which would otherwise
    // lengthen the page's first task after its scripts load (its hydration).
    const begin = () => {
      resize();
      for (let i = 0; i < count; i++) {
        particles.push({
          x: Math.random() * width,
          y: Math.random() * height,
          vx: (Math.random() - 0.5) * 0.6,
          vy: (Math.random() - 0.5) * 0.6,
        });
      }
      start();
      document.addEventListener('visibilitychange', start);
      window.addEventListener('resize', resize);
      window.addEventListener('pointermove', onMove);
    };
    const idle =
      typeof requestIdleCallback === 'function'
        ? requestIdleCallback(begin, { timeout: 1000 })
        : window.setTimeout(begin, 200);
    return () => {
      if (typeof cancelIdleCallback === 'function') cancelIdleCallback(idle);
      else window.clearTimeout(idle);
      cancelAnimationFrame(frame);
      document.removeEventListener('visibilitychange', start);
      window.removeEventListener('resize', resize);
      window.removeEventListener('pointermove', onMove);
    };
  }, [count, linkDistance, maxFps]);

  return (
    <canvas
      ref={ref}
      aria-hidden="true"
      data-particles={count}
      className={`pointer-events-none absolute inset-0 h-full w-full ${className}`}
    />
  );
}
