import { Link } from 'react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import CalendarClock from 'lucide-react/icons/calendar-clock';
import { formatDay } from '@app/shared';
import type { Job, Locale } from '@app/shared';
import { JobCard } from '@/components/job-card';
import { withAddressLocale } from '@/lib/i18n/address-links';

/**
 * One posting on the public board: spec §2's job feed card on the light site. Its link keeps `lang`, the language the
 * board's address names (decision 1122).
 */
export function BoardCard({ job, search, lang = null }: { job: Job; search: string; lang?: Locale | null }) {
  const { i18n } = useLingui();
  const locale = i18n.locale as Locale;
  // The deadline's calendar day in Vietnam, written the reader's way ("15 Dec 2026" / "15 thg 12, 2026").
  const deadline = job.deadline ? formatDay(job.deadline, locale) : null;
  return (
    <JobCard
      job={job}
      variant="board"
      // Right under the board's h1: headings must not skip a level (Lighthouse, axe's heading-order).
      headingLevel={2}
      title={
        <Link
          to={withAddressLocale(`/jobs/${job.id}`, lang)}
          state={{ boardSearch: search }}
          className="rounded hover:text-blue-700 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-700"
        >
          {job.title}
        </Link>
      }
      note={
        deadline && (
          <span className="inline-flex items-center gap-1">
            <CalendarClock aria-hidden="true" className="h-3 w-3" />
            <Trans>Deadline {deadline}</Trans>
          </span>
        )
      }
    />
  );
}
