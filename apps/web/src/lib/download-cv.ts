import { apiDownload } from '@/lib/api-client';

/**
 * CVs are served only with the bearer token, so they are fetched with it and handed to the browser as
 * a file (the candidate's own applications, the employer's pipeline and candidate pages).
 */
export async function downloadCv(url: string, filename: string) {
  const blob = await apiDownload(url);
  const href = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = href;
  link.download = filename;
  document.body.append(link);
  link.click();
  link.remove();
  URL.revokeObjectURL(href);
}
