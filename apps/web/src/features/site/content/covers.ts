/**
 * Project artwork as inline SVG data URIs: the CSP allows images only from 'self' and data:,
 * and a gradient with the project's initial costs no request.
 */
export function cover(from: string, to: string, label: string): string {
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 400 225">` +
    `<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1">` +
    `<stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs>` +
    `<rect width="400" height="225" fill="url(#g)"/>` +
    `<text x="200" y="140" font-family="system-ui,sans-serif" font-size="96" font-weight="700" ` +
    `fill="#ffffff" fill-opacity="0.85" text-anchor="middle">${label}</text></svg>`;
  return `data:image/svg+xml,${encodeURIComponent(svg)}`;
}
