import { Trans, useLingui } from '@lingui/react/macro';
import Calendar from 'lucide-react/icons/calendar';
import { BLOG_POSTS, CATEGORY_LABELS } from '../content/blog';
import type { BlogCategory } from '../content/blog';
import { Reveal } from '../reveal';
import { PageHeader } from './page-header';

const CATEGORY_CLASS: Record<BlogCategory, string> = {
  Technology: 'bg-blue-50 text-blue-800',
  Design: 'bg-violet-50 text-violet-800',
  Development: 'bg-teal-50 text-teal-800',
};

/**
 * A post's day written out in the active language: "September 12, 2025" / "12 tháng 9, 2025".
 * The shared formatters have no long form (formatDay is the short "12 Sept 2025"), so this uses
 * Intl with the active locale itself.
 */
const longDate = (iso: string, locale: string) =>
  new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: 'UTC' }).format(new Date(iso));

export function BlogPage() {
  const { t, i18n } = useLingui();
  return (
    <main>
      <PageHeader title={t`Our Blog`}>
        <p>
          <Trans>Notes from the DotTrip team on technology, design and development.</Trans>
        </p>
      </PageHeader>
      <section aria-label={t`Articles`} className="bg-slate-50 py-20">
        <ul className="mx-auto grid max-w-7xl gap-8 px-4 sm:px-6 md:grid-cols-3 lg:px-8">
          {BLOG_POSTS.map((post, i) => {
            const title = i18n._(post.title);
            return (
              <li key={post.id}>
                <Reveal delay={i * 100} className="h-full">
                  <article className="flex h-full flex-col rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200">
                    <span
                      className={`self-start rounded-full px-3 py-1 text-xs font-semibold ${CATEGORY_CLASS[post.category]}`}
                    >
                      {i18n._(CATEGORY_LABELS[post.category])}
                    </span>
                    <h2 className="mt-4 text-xl font-semibold text-slate-900">{title}</h2>
                    <p className="mt-2 flex-1 text-slate-600">{i18n._(post.summary)}</p>
                    <p className="mt-4 flex items-center gap-2 text-sm text-slate-600">
                      <Calendar size={16} aria-hidden="true" />
                      <time dateTime={post.date}>{longDate(post.date, i18n.locale)}</time>
                    </p>
                    {/* Spec §2: "Read more" does nothing. It stays focusable and says why (decision 136). */}
                    <div className="mt-4 flex items-center gap-3">
                      <button
                        type="button"
                        aria-disabled="true"
                        aria-describedby={`post-${post.id}-soon`}
                        className="cursor-not-allowed rounded-full bg-slate-200 px-5 py-2 text-sm font-semibold text-slate-700"
                      >
                        <Trans>
                          Read more<span className="sr-only">: {title}</span>
                        </Trans>
                      </button>
                      <span id={`post-${post.id}-soon`} className="text-sm text-slate-600">
                        <Trans>Coming soon</Trans>
                      </span>
                    </div>
                  </article>
                </Reveal>
              </li>
            );
          })}
        </ul>
      </section>
    </main>
  );
}
