import { describe, expect, it } from 'vitest';
import { ConfigError } from './config';
import { MIN_NODE_MAJOR, checkRuntime } from './runtime';

describe('runtime', () => {
  it('runs the suite on the supported Node.js, not the machine’s older one', () => {
    // npm scripts put node_modules/.bin/node (the `node` devDependency) first on PATH.
    expect(Number(process.versions.node.split('.')[0])).toBeGreaterThanOrEqual(MIN_NODE_MAJOR);
    expect(() => checkRuntime()).not.toThrow();
  });

  it('refuses to start on an out-of-support Node.js with a clear message', () => {
    expect(() => checkRuntime('20.20.2')).toThrow(ConfigError);
    expect(() => checkRuntime('20.20.2')).toThrow(/Node\.js 24 or later is required, this is 20\.20\.2/);
    expect(() => checkRuntime('24.0.0')).not.toThrow();
    expect(() => checkRuntime('26.1.0')).not.toThrow();
  });
});
