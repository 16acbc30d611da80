import type { Translate } from '../../lib/i18n';

/**
 * "Chrome on Windows" / "Chrome trên Windows" from a user agent, in the reader's language: enough for a person to
 * recognise a session, not a full parser. Browser and system names are names and stay as they are.
 */
export function deviceOf(userAgent: string | null | undefined, tr: Translate): string {
  if (!userAgent) return tr('Unknown device');
  const ua = userAgent;
  const browser = /Edg\//.test(ua)
    ? 'Edge'
    : /OPR\/|Opera/.test(ua)
      ? 'Opera'
      : /Firefox\//.test(ua)
        ? 'Firefox'
        : /Chrome\/|CriOS\//.test(ua)
          ? 'Chrome'
          : /Safari\//.test(ua)
            ? 'Safari'
            : /curl\/|node|undici|python|Go-http/i.test(ua)
              ? tr('Script')
              : tr('Browser');
  const os = /Windows/.test(ua)
    ? 'Windows'
    : /iPhone|iPad|iPod/.test(ua)
      ? 'iOS'
      : /Android/.test(ua)
        ? 'Android'
        : /Mac OS X|Macintosh/.test(ua)
          ? 'macOS'
          : /CrOS/.test(ua)
            ? 'ChromeOS'
            : /Linux/.test(ua)
              ? 'Linux'
              : null;
  return os ? tr('{browser} on {os}', { browser, os }) : browser;
}
