import { useEffect, useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import type { CvFile } from '@app/shared';
import { ErrorText } from '@/components/status-text';
import { Spinner } from '@/components/spinner';
import { apiDownload } from '@/lib/api-client';
import { errorMessage } from '@/lib/error-message';
import { translateText } from '@/lib/i18n';

type Shown = { kind: 'pdf'; url: string } | { kind: 'html'; html: string };

/**
 * The CV read in the page (issue 18, decision 1105). CVs are served only with the bearer token, so the viewer fetches
 * `/api/cvs/:id/view` and shows what came: a PDF through the browser's own viewer (an object URL of the bytes, typed
 * application/pdf whatever was uploaded), a Word file as the server's sanitized HTML inside a frame sandboxed with no
 * permission at all (no script, no form, no navigation, an origin of its own).
 */
export function CvViewer({ cv }: { cv: CvFile }) {
  const [shown, setShown] = useState<Shown | null>(null);
  const [error, setError] = useState<string | null>(null);
  const { t } = useLingui();
  const filename = cv.filename;
  useEffect(() => {
    let url: string | null = null;
    let live = true;
    apiDownload(`/api/cvs/${encodeURIComponent(cv.id)}/view`)
      .then(async (blob) => {
        if (!live) return;
        if (cv.content_type === 'application/pdf') {
          url = URL.createObjectURL(new Blob([blob], { type: 'application/pdf' }));
          setShown({ kind: 'pdf', url });
        } else {
          const html = await blob.text();
          if (live) setShown({ kind: 'html', html });
        }
      })
      .catch((e: unknown) => {
        if (live) setError(translateText(errorMessage(e)));
      });
    return () => {
      live = false;
      if (url) URL.revokeObjectURL(url);
    };
  }, [cv.id, cv.content_type]);

  if (error) return <ErrorText>{error}</ErrorText>;
  if (!shown) return <Spinner label={t`Loading the CV…`} />;
  const title = t`CV: ${filename}`;
  return (
    <div className="grid gap-2">
      {shown.kind === 'pdf' ? (
        <iframe
          title={title}
          src={shown.url}
          className="h-[75vh] w-full rounded border border-slate-700 bg-white"
          data-testid="cv-frame"
        />
      ) : (
        <iframe
          title={title}
          srcDoc={shown.html}
          sandbox=""
          className="h-[75vh] w-full rounded border border-slate-700 bg-white"
          data-testid="cv-frame"
        />
      )}
      <p className="text-xs text-slate-300">
        <Trans>The CV is shown as sent; nothing in it can run.</Trans>
      </p>
    </div>
  );
}
