import { useEffect, useRef } from 'react';

type Props = {
  /** Spec §2: 80 on the login page, 30 for the decorative canvas. */
  count: number;
  linkDistance?: number;
  maxFps?: number;
  className?: string;
};

type Particle = { x: number; y: number; vx: number; vy: number };

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
    const resize = () => {
      width = canvas.clientWidth;
      height = canvas.clientHeight;
      canvas.width = width * devicePixelRatio;
      canvas.height = height * devicePixelRatio;
      context.setTransform(devicePixelRatio, 0, 0, devicePixelRatio, 0, 0);
    };
    resize();
    const particles: Particle[] = Array.from({ length: count }, () => ({
      x: Math.random() * width,
      y: Math.random() * height,
      vx: (Math.random() - 0.5) * 0.6,
      vy: (Math.random() - 0.5) * 0.6,
    }));
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
    const draw = (time: number) => {
      frame = requestAnimationFrame(draw);
      if (time - last < minGap) return;
      last = time;
      context.clearRect(0, 0, width, height);
      for (const p of particles) {
        if (pointer.x >= 0) {
          p.vx += (pointer.x - p.x) * 0.00002;
          p.vy += (pointer.y - p.y) * 0.00002;
        }
        p.x += p.vx;
        p.y += p.vy;
        if (p.x < 0 || p.x > width) p.vx *= -1;
        if (p.y < 0 || p.y > height) p.vy *= -1;
        context.fillStyle = 'rgba(148, 163, 184, 0.7)';
        context.beginPath();
        context.arc(p.x, p.y, 2, 0, Math.PI * 2);
        context.fill();
      }
      for (let i = 0; i < particles.length; i++) {
        for (let j = i + 1; j < particles.length; j++) {
          const a = particles[i]!;
          const b = particles[j]!;
          const distance = Math.hypot(a.x - b.x, a.y - b.y);
          if (distance < linkDistance) {
            context.strokeStyle = `rgba(148, 163, 184, ${0.3 * (1 - distance / linkDistance)})`;
            context.beginPath();
            context.moveTo(a.x, a.y);
            context.lineTo(b.x, b.y);
            context.stroke();
          }
        }
      }
    };
    const start = () => {
      cancelAnimationFrame(frame);
      if (document.visibilityState === 'visible') frame = requestAnimationFrame(draw);
    };
    start();
    document.addEventListener('visibilitychange', start);
    window.addEventListener('resize', resize);
    window.addEventListener('pointermove', onMove);
    return () => {
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
