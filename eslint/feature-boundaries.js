import { dirname, isAbsolute, join, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';

// apps/web's layout (bulletproof-react): a folder under src/features/ never imports another one.
// Routes in src/app compose features; shared code lives in src/components, src/lib and src/testing.

const webSrc = join(dirname(fileURLToPath(import.meta.url)), '..', 'apps', 'web', 'src');
const featuresDir = join(webSrc, 'features');

/** The feature folder a path lies in, or null outside src/features. */
function featureOf(path) {
  const rel = relative(featuresDir, path);
  if (rel === '' || rel.startsWith('..') || isAbsolute(rel)) return null;
  return rel.split(sep)[0];
}

/** Where an import points on disk: the `@/` alias is apps/web/src; bare package names are ignored. */
function target(file, source) {
  if (source.startsWith('@/')) return join(webSrc, source.slice(2));
  if (source.startsWith('.')) return resolve(dirname(file), source);
  return null;
}

const noCrossFeatureImports = {
  meta: {
    type: 'problem',
    docs: { description: 'Forbid a feature folder of apps/web to import from another feature folder.' },
    schema: [],
    messages: {
      cross:
        "Feature '{{own}}' imports from feature '{{other}}'. Compose features in a route (src/app/routes) " +
        'or move the shared piece to src/components, src/lib or src/testing.',
    },
  },
  create(context) {
    const file = context.physicalFilename ?? context.filename;
    const own = featureOf(file);
    if (!own) return {};
    const check = (node) => {
      if (!node || node.type !== 'Literal' || typeof node.value !== 'string') return;
      const path = target(file, node.value);
      const other = path && featureOf(path);
      if (other && other !== own) context.report({ node, messageId: 'cross', data: { own, other } });
    };
    return {
      ImportDeclaration: (node) => check(node.source),
      ExportNamedDeclaration: (node) => check(node.source),
      ExportAllDeclaration: (node) => check(node.source),
      ImportExpression: (node) => check(node.source),
    };
  },
};

export const featureBoundaries = { rules: { 'no-cross-feature-imports': noCrossFeatureImports } };
