import type { ReactNode } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import ChevronDown from 'lucide-react/icons/chevron-down';
import Mail from 'lucide-react/icons/mail';
import MapPin from 'lucide-react/icons/map-pin';
import Phone from 'lucide-react/icons/phone';
import { SocialLinks } from '@/components/social-icons';
import { COMPANY } from '../content/company';
import { FAQ } from '../content/faq';
import { SectionHeading } from '../section-heading';
import { PageHeader } from './page-header';

/** Spec §2's /contact: header, the form (given by the route), office details and the FAQ. */
export function ContactPage({ contactForm }: { contactForm: ReactNode }) {
  const { t, i18n } = useLingui();
  return (
    <main>
      <PageHeader title={t`Contact Us`}>
        <p>
          <Trans>Have a question or an idea? We would love to hear from you.</Trans>
        </p>
      </PageHeader>

      <section className="py-20" aria-label={t`Contact`}>
        <div className="mx-auto grid max-w-6xl gap-12 px-4 sm:px-6 lg:grid-cols-5 lg:px-8">
          <div className="rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200 sm:p-8 lg:col-span-3">
            <h2 className="mb-6 text-2xl font-bold text-slate-900">
              <Trans>Send us a message</Trans>
            </h2>
            {contactForm}
          </div>
          <div className="lg:col-span-2">
            <h2 className="text-2xl font-bold text-slate-900">
              <Trans>Our office</Trans>
            </h2>
            <address className="mt-6 space-y-5 not-italic">
              <p className="flex gap-3">
                <MapPin aria-hidden="true" className="mt-0.5 shrink-0 text-blue-700" />
                <span>
                  <span className="block font-semibold text-slate-900">
                    <Trans>Address</Trans>
                  </span>
                  <span className="text-slate-700">
                    {i18n._(COMPANY.street)}
                    <br />
                    {i18n._(COMPANY.city)}
                  </span>
                </span>
              </p>
              <p className="flex gap-3">
                <Mail aria-hidden="true" className="mt-0.5 shrink-0 text-blue-700" />
                <span>
                  <span className="block font-semibold text-slate-900">
                    <Trans>Email</Trans>
                  </span>
                  <a href={`mailto:${COMPANY.infoEmail}`} className="text-blue-700 hover:text-blue-900">
                    {COMPANY.infoEmail}
                  </a>
                </span>
              </p>
              <p className="flex gap-3">
                <Phone aria-hidden="true" className="mt-0.5 shrink-0 text-blue-700" />
                <span>
                  <span className="block font-semibold text-slate-900">
                    <Trans>Phone</Trans>
                  </span>
                  <a href={COMPANY.phoneHref} className="text-blue-700 hover:text-blue-900">
                    {COMPANY.phone}
                  </a>
                </span>
              </p>
            </address>
            <h3 className="mt-8 font-semibold text-slate-900">
              <Trans>Follow us</Trans>
            </h3>
            <SocialLinks
              links={COMPANY.social}
              owner="DotTrip"
              className="mt-2 -ml-3"
              linkClassName="text-slate-700 hover:bg-slate-100 hover:text-slate-900"
            />
          </div>
        </div>
      </section>

      <section aria-labelledby="faq-title" className="bg-slate-50 py-20">
        <div className="mx-auto max-w-3xl px-4 sm:px-6 lg:px-8">
          <SectionHeading id="faq-title" title={t`Frequently Asked Questions`} />
          <div className="mt-10 space-y-4">
            {FAQ.map((entry) => (
              <details
                key={entry.id}
                className="group rounded-xl bg-white p-5 shadow-sm ring-1 ring-slate-200"
              >
                <summary className="flex cursor-pointer list-none items-center justify-between gap-4 font-semibold text-slate-900 [&::-webkit-details-marker]:hidden">
                  {i18n._(entry.question)}
                  <ChevronDown
                    size={20}
                    aria-hidden="true"
                    className="shrink-0 transition-transform group-open:rotate-180 motion-reduce:transition-none"
                  />
                </summary>
                <p className="mt-3 text-slate-700">{i18n._(entry.answer)}</p>
              </details>
            ))}
          </div>
        </div>
      </section>
    </main>
  );
}
