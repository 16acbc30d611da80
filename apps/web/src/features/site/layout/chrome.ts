import { msg } from '@lingui/core/macro';

/** The signed-in area's own screens (spec §2): /dashboard and below, /profile, /plans. */
const MEMBER_AREA = /^\/(?:dashboard(?:\/.*)?|profile\/?|plans\/?)$/;

/** Spec §2: header and footer are hidden for a signed-in user on the member area's screens. */
export function isChromeHidden(pathname: string, isAuthenticated: boolean): boolean {
  return isAuthenticated && MEMBER_AREA.test(pathname);
}

/** Spec §2: the public header's links, in order, with the board's Jobs after Home (issue 18, decision 533) (labels are messages, shown with `i18n._`). */
export const NAV_LINKS = [
  { to: '/', label: msg`Home` },
  { to: '/jobs', label: msg`Jobs` },
  { to: '/about', label: msg`About Us` },
  { to: '/projects', label: msg`Projects` },
  { to: '/team', label: msg`Our Team` },
  { to: '/blog', label: msg`Blog` },
  { to: '/contact', label: msg`Contact` },
] as const;

/** The first word of the user's name, for the header's menu button. */
export const firstNameOf = (name: string, fallback: string) => name.trim().split(/\s+/)[0] || fallback;

/** Spec §2: the header shrinks after scrolling more than this many pixels. */
export const HEADER_SCROLL_THRESHOLD = 20;
