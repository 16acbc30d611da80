import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import { msg } from '@lingui/core/macro';
import Mail from 'lucide-react/icons/mail';
import MapPin from 'lucide-react/icons/map-pin';
import Phone from 'lucide-react/icons/phone';
import { SocialLinks } from '@/components/social-icons';
import { HydrationSlice } from '@/lib/hydration-slices';
import { useAddressLinks } from '@/lib/i18n/address-links';
import { COMPANY } from '../content/company';

const COMPANY_LINKS = [
  { to: '/', label: msg`Home` },
  { to: '/about', label: msg`About Us` },
  { to: '/projects', label: msg`Projects` },
  { to: '/team', label: msg`Our Team` },
  { to: '/contact', label: msg`Contact` },
] as const;

/** Spec §2: four project links, all to /projects. */
const PROJECT_LINKS = [
  { key: 'alpha', label: msg`Project Alpha` },
  { key: 'beta', label: msg`Project Beta` },
  { key: 'gamma', label: msg`Project Gamma` },
  { key: 'delta', label: msg`Project Delta` },
] as const;

const linkClass = 'rounded text-slate-300 hover:text-white';

/** A titled list of links; each list hydrates in a task of its own (decision 1034). */
function FooterLinks({ id, title, children }: { id: string; title: ReactNode; children: ReactNode }) {
  return (
    <HydrationSlice>
      <nav aria-labelledby={id}>
        <h2 id={id} className="text-sm font-semibold tracking-wide text-white uppercase">
          {title}
        </h2>
        <ul className="mt-4 space-y-2 text-sm">{children}</ul>
      </nav>
    </HydrationSlice>
  );
}

/** Spec §2's footer: site links, project links, social links and the office's details. */
export function SiteFooter() {
  const { i18n } = useLingui();
  // The site's links keep the language the address names (decision 1122): read once for both lists.
  const linkTo = useAddressLinks();
  const foundedYear = COMPANY.foundedYear;
  const currentYear = new Date().getFullYear();
  return (
    <footer className="bg-slate-900 text-slate-300">
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-12 sm:px-6 md:grid-cols-2 lg:grid-cols-4 lg:px-8">
        <div>
          <p className="text-xl font-bold text-white">DotTrip</p>
          <p className="mt-3 text-sm">
            <Trans>
              Open-source software built together with a global developer community since {foundedYear}.
            </Trans>
          </p>
          <SocialLinks
            links={COMPANY.social}
            owner="DotTrip"
            className="mt-4 -ml-3"
            linkClassName="text-slate-300 hover:bg-slate-800 hover:text-white"
          />
        </div>
        <FooterLinks id="footer-company" title={<Trans>Company</Trans>}>
          {COMPANY_LINKS.map((link) => (
            <li key={link.to}>
              <Link to={linkTo(link.to)} className={linkClass}>
                {i18n._(link.label)}
              </Link>
            </li>
          ))}
        </FooterLinks>
        <FooterLinks id="footer-projects" title={<Trans>Projects</Trans>}>
          {PROJECT_LINKS.map((link) => (
            <li key={link.key}>
              <Link to={linkTo('/projects')} className={linkClass}>
                {i18n._(link.label)}
              </Link>
            </li>
          ))}
        </FooterLinks>
        <div>
          <h2 className="text-sm font-semibold tracking-wide text-white uppercase">
            <Trans>Contact</Trans>
          </h2>
          <address className="mt-4 space-y-3 text-sm not-italic">
            <p className="flex gap-2">
              <MapPin size={18} aria-hidden="true" className="mt-0.5 shrink-0" />
              <span>
                {i18n._(COMPANY.street)}
                <br />
                {i18n._(COMPANY.city)}
              </span>
            </p>
            <p className="flex gap-2">
              <Mail size={18} aria-hidden="true" className="mt-0.5 shrink-0" />
              <a href={`mailto:${COMPANY.infoEmail}`} className={linkClass}>
                {COMPANY.infoEmail}
              </a>
            </p>
            <p className="flex gap-2">
              <Phone size={18} aria-hidden="true" className="mt-0.5 shrink-0" />
              <a href={COMPANY.phoneHref} className={linkClass}>
                {COMPANY.phone}
              </a>
            </p>
          </address>
        </div>
      </div>
      <div className="border-t border-slate-800 py-6 text-center text-sm text-slate-400">
        <Trans>
          © {foundedYear}–{currentYear} DotTrip. All rights reserved.
        </Trans>
      </div>
    </footer>
  );
}
