import { useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import Link2 from 'lucide-react/icons/link-2';

/** The share addresses of a page (decision 532): each network's own share dialog, no script of theirs. */
export function shareUrls(url: string) {
  const u = encodeURIComponent(url);
  return {
    facebook: `https://www.facebook.com/sharer/sharer.php?u=${u}`,
    zalo: `https://sp.zalo.me/share_inline?url=${u}`,
    linkedin: `https://www.linkedin.com/sharing/share-offsite/?url=${u}`,
  };
}

const item =
  'inline-flex items-center gap-1 rounded-md border border-slate-300 bg-white px-3 py-1.5 text-sm font-medium text-slate-800 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-700';

/** Copy the posting's address, or share it on Facebook, Zalo or LinkedIn (issue 18). */
export function ShareLinks({ url, title }: { url: string; title: string }) {
  const { t } = useLingui();
  const [status, setStatus] = useState<'idle' | 'copied' | 'failed'>('idle');
  const links = shareUrls(url);
  const copy = () => {
    const clipboard = navigator.clipboard as Clipboard | undefined;
    if (!clipboard) {
      setStatus('failed');
      return;
    }
    clipboard.writeText(url).then(
      () => setStatus('copied'),
      () => setStatus('failed'),
    );
  };
  return (
    <section aria-labelledby="share-title" className="space-y-2">
      <h2 id="share-title" className="text-sm font-semibold text-slate-900">
        <Trans>Share this job</Trans>
      </h2>
      <div className="flex flex-wrap gap-2">
        <button type="button" onClick={copy} className={item}>
          <Link2 aria-hidden="true" className="h-4 w-4" /> <Trans>Copy link</Trans>
        </button>
        <a
          href={links.facebook}
          target="_blank"
          rel="noopener noreferrer"
          className={item}
          aria-label={t`Share ${title} on Facebook (opens in a new tab)`}
        >
          Facebook
        </a>
        <a
          href={links.zalo}
          target="_blank"
          rel="noopener noreferrer"
          className={item}
          aria-label={t`Share ${title} on Zalo (opens in a new tab)`}
        >
          Zalo
        </a>
        <a
          href={links.linkedin}
          target="_blank"
          rel="noopener noreferrer"
          className={item}
          aria-label={t`Share ${title} on LinkedIn (opens in a new tab)`}
        >
          LinkedIn
        </a>
      </div>
      <p role="status" className="min-h-5 text-sm text-slate-700">
        {status === 'copied' && <Trans>Link copied.</Trans>}
        {status === 'failed' && <Trans>Could not copy; copy the address from the address bar.</Trans>}
      </p>
    </section>
  );
}
