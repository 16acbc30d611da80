import { apiDownload } from '@/lib/api-client';

const EXTENSIONS: Record<string, string> = {
  'application/pdf': '.pdf',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document': '.docx',
};

/**
 * CVs are served only with the bearer token, so they are fetched with it and handed to the browser as
 * a file (the candidate's own applications, the employer's pipeline and candidate pages, an interviewer's
 * interviews). A name without an extension (an interview knows the CV's id, not its file name) takes the file's.
 */
export async function downloadCv(url: string, filename: string) {
  const blob = await apiDownload(url);
  const href = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = href;
  link.download = /\.\w{2,5}$/.test(filename) ? filename : `${filename}${EXTENSIONS[blob.type] ?? ''}`;
  document.body.append(link);
  link.click();
  link.remove();
  URL.revokeObjectURL(href);
}
