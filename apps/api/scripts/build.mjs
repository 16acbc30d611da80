// Bundles the server into dist/main.js; npm packages stay external, the workspace's shared code is inlined.
import { cpSync, readFileSync, rmSync } from 'node:fs';
import { build } from 'esbuild';

const pkg = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8'));
const external = Object.keys(pkg.dependencies).filter((name) => !name.startsWith('@app/'));

rmSync('dist', { recursive: true, force: true });
// Node's tick records keep their shape (decision 1027): lib/tick-shape must run before anything else allocates, but a
// bundle's npm packages are imports, which run before any of the bundle's own code. So it is a file of its own, and
// the bundle's first import (the packages' imports come after it, and ES modules run their imports in order).
await build({
  entryPoints: ['src/lib/tick-shape.ts'],
  outfile: 'dist/tick-shape.js',
  platform: 'node',
  format: 'esm',
  target: 'node24',
});
const tickShapeFirst = {
  name: 'tick-shape-first',
  setup(b) {
    b.onResolve({ filter: /\/lib\/tick-shape$/ }, () => ({ path: './tick-shape.js', external: true }));
  },
};
await build({
  entryPoints: ['src/main.ts'],
  outfile: 'dist/main.js',
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node24',
  sourcemap: true,
  conditions: ['source'],
  external,
  plugins: [tickShapeFirst],
  banner: {
    js: "import './tick-shape.js'; import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);",
  },
});
cpSync('src/db/migrations', 'dist/migrations', { recursive: true });
console.log('built apps/api/dist/main.js');
