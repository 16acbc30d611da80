import { request } from '@playwright/test';
import { publishSampleJobs } from './sample-jobs';
import { startStack } from './stack';

// Starts the stack once for the run, with the seven sample postings published, so every journey
// that shows the job feed sees the same data; the returned function is Playwright's teardown.
export default async function globalSetup() {
  const stack = await startStack();
  process.env.E2E_BASE_URL = stack.baseURL;
  process.env.E2E_CONTROL_URL = stack.controlURL;
  const api = await request.newContext({ baseURL: stack.baseURL });
  await publishSampleJobs(api);
  await api.dispose();
  return async () => stack.stop();
}
