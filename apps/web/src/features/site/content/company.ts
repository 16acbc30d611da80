import { msg } from '@lingui/core/macro';

/**
 * The company's fixed contact details and profiles (spec §2: footer, /about, /contact). The address
 * lines are messages (shown with `i18n._`); names, e-mails and the phone number read the same everywhere.
 */
export const COMPANY = {
  name: 'DotTrip',
  foundedYear: 2020,
  street: msg`42 Nguyen Hue Boulevard`,
  city: msg`Ho Chi Minh City, Vietnam`,
  infoEmail: 'info@dottrip.dev',
  joinEmail: 'join@dottrip.dev',
  phone: '+84 28 3822 0420',
  /** `tel:` form of the phone number. */
  phoneHref: 'tel:+842838220420',
  codeHost: 'https://github.com/dottrip',
  social: {
    github: 'https://github.com/dottrip',
    twitter: 'https://twitter.com/dottrip',
    linkedin: 'https://www.linkedin.com/company/dottrip',
  },
} as const;
