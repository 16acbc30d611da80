import { ConfigError } from './config';

/** The oldest Node.js major the product supports (decision 350). */
export const MIN_NODE_MAJOR = 24;

/**
 * Refuses an out-of-support runtime at start. `npm start` runs the project's own Node 24
 * (the `node` devDependency puts it first on the scripts' PATH), so this only trips when
 * someone runs `node apps/api/dist/main.js` with an older system Node.
 */
export function checkRuntime(version: string = process.versions.node): void {
  const major = Number(version.split('.')[0]);
  if (!Number.isInteger(major) || major < MIN_NODE_MAJOR) {
    throw new ConfigError(
      `Node.js ${MIN_NODE_MAJOR} or later is required, this is ${version}. ` +
        'Start through npm (npm start), which uses the Node.js installed in node_modules, ' +
        `or install Node.js ${MIN_NODE_MAJOR} LTS.`,
    );
  }
}
