import { readReply } from './harness';
import type { TestServer } from './harness';

/** The smallest valid images of each kind the server takes (issue 12), and bytes that are none. */
export const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);
export const GIF = Buffer.from('R0lGODlhAQABAAAAACwAAAAAAQABAAA=', 'base64');
export const SVG = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>');

/** PUTs one file as multipart/form-data (field `image` unless said), as a browser form does. */
export async function upload(
  server: TestServer,
  path: string,
  token: string | undefined,
  data: Buffer,
  field = 'image',
  filename = 'picture.png',
) {
  const form = new FormData();
  form.append(field, new Blob([new Uint8Array(data)]), filename);
  const response = await fetch(`${server.url}${path}`, {
    method: 'PUT',
    body: form,
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });
  const { status, body } = await readReply(response);
  return { status, body };
}

export const sampleProject = (overrides: Record<string, unknown> = {}) => ({
  title: 'Hanoi Transit',
  description: 'Bus times for Hà Nội, offline.',
  tags: ['React', 'PWA'],
  repo_url: 'https://github.com/example/transit',
  demo_url: 'https://transit.example.dev',
  details: 'Works on slow networks.',
  progress_status: 'in_progress',
  progress: 40,
  ...overrides,
});
