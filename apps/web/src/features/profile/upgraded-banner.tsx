import { useEffect } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import CircleCheck from 'lucide-react/icons/circle-check';
import { useLingui } from '@lingui/react/macro';

export const UPGRADED_BANNER_MS = 5000;
export const UPGRADED_TEXT = 'Tài khoản của bạn đã được nâng cấp thành nhà tuyển dụng thành công!';

/** Spec §2/§4: with ?upgraded=true, a banner for 5 s, then the parameter leaves the address. */
export function UpgradedBanner() {
  const [params] = useSearchParams();
  const { pathname, hash } = useLocation();
  const navigate = useNavigate();
  const { i18n } = useLingui();
  const upgraded = params.get('upgraded') === 'true';
  const rest = new URLSearchParams(params);
  rest.delete('upgraded');
  const search = rest.toString();

  useEffect(() => {
    if (!upgraded) return;
    const timer = window.setTimeout(() => {
      void navigate({ pathname, search: search ? `?${search}` : '', hash }, { replace: true });
    }, UPGRADED_BANNER_MS);
    return () => window.clearTimeout(timer);
  }, [upgraded, navigate, pathname, search, hash]);

  if (!upgraded) return null;
  return (
    <p
      role="status"
      // The spec's Vietnamese text, the same in both languages (WCAG 3.1.2, decision 311).
      lang={i18n.locale === 'vi' ? undefined : 'vi'}
      className="mb-6 flex items-center gap-3 rounded-lg border border-emerald-400/40 bg-emerald-950/60 p-4 text-emerald-100"
    >
      <CircleCheck aria-hidden="true" className="h-5 w-5 shrink-0 text-emerald-300" />
      {UPGRADED_TEXT}
    </p>
  );
}
