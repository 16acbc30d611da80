/** The signed-in area's own screens (spec §2): /dashboard and below, /profile, /plans. */
const MEMBER_AREA = /^\/(?:dashboard(?:\/.*)?|profile\/?|plans\/?)$/;

/** Spec §2: header and footer are hidden for a signed-in user on the member area's screens. */
export function isChromeHidden(pathname: string, isAuthenticated: boolean): boolean {
  return isAuthenticated && MEMBER_AREA.test(pathname);
}

/** Spec §2: the public header's links, in order. */
export const NAV_LINKS = [
  { to: '/', label: 'Home' },
  { to: '/about', label: 'About Us' },
  { to: '/projects', label: 'Projects' },
  { to: '/team', label: 'Our Team' },
  { to: '/blog', label: 'Blog' },
  { to: '/contact', label: 'Contact' },
] as const;

/** The first word of the user's name, for the header's menu button. */
export const firstNameOf = (name: string, fallback: string) => name.trim().split(/\s+/)[0] || fallback;

/** Spec §2: the header shrinks after scrolling more than this many pixels. */
export const HEADER_SCROLL_THRESHOLD = 20;
