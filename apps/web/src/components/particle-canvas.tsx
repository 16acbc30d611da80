import { useEffect, useRef } from 'react';
import { createParticleField, frameLoop } from './particle-field';
import type { FieldMessage, FieldOptions } from './particle-field';
// Inlined in this chunk (a blob: worker, allowed by the CSP's worker-src): no script file of its own for the page
// to load (issue 15: six files at most on /).
import ParticleWorker from './particle-field.worker.ts?worker&inline';

type Props = {
  /** Spec §2: 80 on the login page, 30 for the decorative canvas. */
  count: number;
  linkDistance?: number;
  maxFps?: number;
  className?: string;
};

const prefersReducedMotion = () =>
  typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;

/** How the page drives a field drawn here or in a worker. */
type Driver = {
  size: (width: number, height: number) => void;
  point: (x: number, y: number) => void;
  visible: (visible: boolean) => void;
  stop: () => void;
};

/**
 * In a worker when the browser can hand a canvas over (decision 1033): each frame of a canvas drawn on the main
 * thread made the page wait for the compositor, 20–100 ms a frame in a software-rendered browser while the page
 * was still loading.
 */
function inWorker(
  canvas: HTMLCanvasElement,
  options: FieldOptions,
  width: number,
  height: number,
  ratio: number,
) {
  if (typeof canvas.transferControlToOffscreen !== 'function' || typeof Worker !== 'function')
    return undefined;
  let offscreen: OffscreenCanvas;
  try {
    offscreen = canvas.transferControlToOffscreen();
  } catch {
    // Handed over already (a second effect on the same element in development).
    return undefined;
  }
  const worker = new ParticleWorker();
  const send = (message: FieldMessage, transfer: Transferable[] = []) =>
    worker.postMessage(message, transfer);
  send({ kind: 'start', canvas: offscreen, width, height, ratio, ...options }, [offscreen]);
  return {
    size: (w: number, h: number) => send({ kind: 'size', width: w, height: h }),
    point: (x: number, y: number) => send({ kind: 'pointer', x, y }),
    visible: (visible: boolean) => send({ kind: 'visible', visible }),
    stop: () => worker.terminate(),
  } satisfies Driver;
}

function onMainThread(
  canvas: HTMLCanvasElement,
  options: FieldOptions,
  width: number,
  height: number,
  ratio: number,
): Driver | undefined {
  const context = canvas.getContext?.('2d');
  if (!context) return undefined;
  const field = createParticleField(context, options);
  field.resize(width, height, ratio);
  const loop = frameLoop(field.draw, options.maxFps, {
    request: (run) => requestAnimationFrame(run),
    cancel: (id) => cancelAnimationFrame(id),
  });
  loop.run(document.visibilityState === 'visible');
  return {
    size: (w, h) => field.resize(w, h),
    point: (x, y) => field.point(x, y),
    visible: (visible) => loop.run(visible),
    stop: () => loop.run(false),
  };
}

/**
 * Decorative moving particles, linked when close, drifting towards the pointer. Capped at `maxFps`, paused while
 * the tab is hidden, and not drawn at all under reduced motion.
 */
export function ParticleCanvas({ count, linkDistance = 100, maxFps = 30, className = '' }: Props) {
  const ref = useRef<HTMLCanvasElement>(null);

  useEffect(() => {
    const canvas = ref.current;
    if (!canvas || prefersReducedMotion()) return;
    const options: FieldOptions = { count, linkDistance, maxFps };
    // One canvas pixel per CSS pixel even on dense screens: soft dots and lines need no more, and a phone then
    // fills a third of the pixels on every frame (decision 1016).
    const ratio = Math.min(devicePixelRatio, 1);
    let driver: Driver | undefined;
    let observer: ResizeObserver | undefined;
    let lastPointer = 0;
    const onMove = (event: PointerEvent) => {
      // Spec §2: pointer tracking throttled to 50 ms.
      if (!driver || event.timeStamp - lastPointer < 50) return;
      lastPointer = event.timeStamp;
      const box = canvas.getBoundingClientRect();
      driver.point(event.clientX - box.left, event.clientY - box.top);
    };
    const onVisibility = () => driver?.visible(document.visibilityState === 'visible');
    const onResize = () => driver?.size(canvas.clientWidth, canvas.clientHeight);
    const sized = (width: number, height: number) => {
      if (driver) return driver.size(width, height);
      driver =
        inWorker(canvas, options, width, height, ratio) ??
        onMainThread(canvas, options, width, height, ratio);
      if (!driver) return;
      document.addEventListener('visibilitychange', onVisibility);
      window.addEventListener('pointermove', onMove);
      onVisibility();
    };
    // Started once the page is idle, with the size the browser's next layout gives (a ResizeObserver reads it
    // without making the browser lay the page out at once).
    const begin = () => {
      if (typeof ResizeObserver === 'function') {
        observer = new ResizeObserver(([entry]) => {
          if (entry) sized(entry.contentRect.width, entry.contentRect.height);
        });
        observer.observe(canvas);
      } else {
        sized(canvas.clientWidth, canvas.clientHeight);
        window.addEventListener('resize', onResize);
      }
    };
    const idle =
      typeof requestIdleCallback === 'function'
        ? requestIdleCallback(begin, { timeout: 1000 })
        : window.setTimeout(begin, 200);
    return () => {
      if (typeof cancelIdleCallback === 'function') cancelIdleCallback(idle);
      else window.clearTimeout(idle);
      observer?.disconnect();
      driver?.stop();
      document.removeEventListener('visibilitychange', onVisibility);
      window.removeEventListener('resize', onResize);
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
