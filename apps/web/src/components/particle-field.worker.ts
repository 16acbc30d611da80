/**
 * Draws the particles on an OffscreenCanvas that the page handed over (decision 1033): the frames reach the screen
 * without the page's main thread, which stays free for the reader's input while the page loads and after.
 */
import { createParticleField, frameLoop } from './particle-field';
import type { FieldMessage } from './particle-field';

type WorkerScope = {
  onmessage: ((event: MessageEvent<FieldMessage>) => void) | null;
  requestAnimationFrame?: (run: (time: number) => void) => number;
  cancelAnimationFrame?: (id: number) => void;
};
const scope = self as unknown as WorkerScope;

// Workers have animation frames in Chromium and Firefox; elsewhere a timer at the same pace.
const scheduler = scope.requestAnimationFrame
  ? {
      request: (run: (time: number) => void) => scope.requestAnimationFrame!(run),
      cancel: (id: number) => scope.cancelAnimationFrame!(id),
    }
  : {
      request: (run: (time: number) => void) =>
        setTimeout(() => run(performance.now()), 16) as unknown as number,
      cancel: (id: number) => clearTimeout(id),
    };

let field: ReturnType<typeof createParticleField> | undefined;
let loop: ReturnType<typeof frameLoop> | undefined;

scope.onmessage = ({ data }) => {
  if (data.kind === 'start') {
    const context = data.canvas.getContext('2d');
    if (!context) return;
    field = createParticleField(context, data);
    field.resize(data.width, data.height, data.ratio);
    loop = frameLoop(field.draw, data.maxFps, scheduler);
    loop.run(true);
  } else if (data.kind === 'size') field?.resize(data.width, data.height);
  else if (data.kind === 'pointer') field?.point(data.x, data.y);
  else loop?.run(data.visible);
};
