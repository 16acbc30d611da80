/**
 * The particles' picture (spec §2), drawn the same way on the page's main thread or in a worker with an
 * OffscreenCanvas (decision 1033): moving dots, linked when close, drifting towards the pointer.
 */
type Context2D = CanvasRenderingContext2D | OffscreenCanvasRenderingContext2D;
type Particle = { x: number; y: number; vx: number; vy: number };

/** Opacity steps of the links. */
const LINK_STEPS = 6;

export type FieldOptions = { count: number; linkDistance: number; maxFps: number };

/** What the page tells a worker that draws the field. */
export type FieldMessage =
  | ({ kind: 'start'; canvas: OffscreenCanvas; width: number; height: number; ratio: number } & FieldOptions)
  | { kind: 'size'; width: number; height: number }
  | { kind: 'pointer'; x: number; y: number }
  | { kind: 'visible'; visible: boolean };

export function createParticleField(context: Context2D, { count, linkDistance }: FieldOptions) {
  let width = 0;
  let height = 0;
  let ratio = 1;
  const particles: Particle[] = [];
  const pointer = { x: -1, y: -1 };
  // Links are drawn in a few opacity steps, one path each, instead of one stroke per pair: the same picture
  // for a fraction of the canvas calls (a frame stays well under a phone's frame budget).
  const linkSquared = linkDistance * linkDistance;
  const steps: number[][] = Array.from({ length: LINK_STEPS }, () => []);

  return {
    /** The canvas's size in CSS pixels, and canvas pixels per CSS pixel. */
    resize(cssWidth: number, cssHeight: number, pixelRatio = ratio) {
      width = cssWidth;
      height = cssHeight;
      ratio = pixelRatio;
      context.canvas.width = Math.round(width * ratio);
      context.canvas.height = Math.round(height * ratio);
      context.setTransform(ratio, 0, 0, ratio, 0, 0);
      // Scattered over the first size the canvas gets; later sizes keep the particles where they are.
      while (particles.length < count) {
        particles.push({
          x: Math.random() * width,
          y: Math.random() * height,
          vx: (Math.random() - 0.5) * 0.6,
          vy: (Math.random() - 0.5) * 0.6,
        });
      }
    },
    point(x: number, y: number) {
      pointer.x = x;
      pointer.y = y;
    },
    draw() {
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
    },
  };
}

type Scheduler = { request: (run: (time: number) => void) => number; cancel: (id: number) => void };

/** Draws `draw` on every frame the scheduler gives, at most `maxFps` times a second (spec §2: about 30). */
export function frameLoop(draw: () => void, maxFps: number, scheduler: Scheduler) {
  let frame = 0;
  let last = 0;
  let running = false;
  const minGap = 1000 / maxFps;
  const tick = (time: number) => {
    frame = scheduler.request(tick);
    if (time - last < minGap) return;
    last = time;
    draw();
  };
  return {
    run(on: boolean) {
      if (on === running) return;
      running = on;
      scheduler.cancel(frame);
      if (on) frame = scheduler.request(tick);
    },
  };
}
