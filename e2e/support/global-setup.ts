import { startStack } from './stack';

// Starts the stack once for the run; the returned function is Playwright's teardown.
export default async function globalSetup() {
  const stack = await startStack();
  process.env.E2E_BASE_URL = stack.baseURL;
  process.env.E2E_CONTROL_URL = stack.controlURL;
  return async () => stack.stop();
}
