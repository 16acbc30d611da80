import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import { plural } from '@lingui/core/macro';
import { candidateListQuery } from '@app/shared';
import { useFieldProblems } from '@/components/field-problems';
import { Spinner } from '@/components/spinner';
import { PageTitle } from '@/components/page-title';
import { Pager } from '@/components/pager';
import { ErrorText } from '@/components/status-text';
import {
  buttonClass,
  focusRing,
  inputClass,
  labelClass,
  panelClass,
  secondaryButtonClass,
} from '@/components/styles';
import { errorMessage } from '@/lib/error-message';
import { translateText } from '@/lib/i18n';
import { useAuth } from '@/lib/auth';
import { AddCandidateDialog } from './add-candidate-dialog';
import { useCandidates } from './api';
import { UnlockQuotaNote } from './unlock-quota';

const FIELDS = ['q', 'skills', 'location', 'min_experience', 'page'] as const;

/** /dashboard/candidates: search (filters in the address), the unlock allowance, staff's "Add candidate". */
export function CandidatesPage() {
  const { user } = useAuth();
  const { t } = useLingui();
  const isStaff = user?.role === 'admin' || user?.role === 'staff';
  const [params, setParams] = useSearchParams();
  const filters: Record<string, string> = {};
  for (const key of FIELDS) {
    const value = params.get(key);
    if (value) filters[key] = value;
  }
  const list = useCandidates(filters);
  const [draft, setDraft] = useState<Record<string, string>>(filters);
  const [adding, setAdding] = useState(false);
  const problems = useFieldProblems({
    q: 'cs-q',
    skills: 'cs-skills',
    location: 'cs-location',
    min_experience: 'cs-min_experience',
  });
  const page = Number(filters.page ?? 1);
  const pages = list.data ? Math.max(1, Math.ceil(list.data.total / list.data.pageSize)) : 1;
  const total = list.data?.total ?? 0;

  const go = (next: Record<string, string>) => {
    const clean = Object.fromEntries(Object.entries(next).filter(([, v]) => v.trim()));
    setParams(new URLSearchParams(clean));
  };
  const input = (key: 'q' | 'skills' | 'location' | 'min_experience', label: string, type = 'text') => (
    <div>
      <label htmlFor={`cs-${key}`} className={labelClass}>
        {label}
      </label>
      <input
        id={`cs-${key}`}
        type={type}
        min={type === 'number' ? 0 : undefined}
        className={inputClass}
        value={draft[key] ?? ''}
        {...problems.controlProps(key)}
        onChange={(e) => setDraft((d) => ({ ...d, [key]: e.target.value }))}
      />
      {problems.messageFor(key)}
    </div>
  );

  return (
    <div>
      <PageTitle
        actions={
          isStaff && (
            <button type="button" className={buttonClass} onClick={() => setAdding(true)}>
              <Trans>Add candidate</Trans>
            </button>
          )
        }
      >
        <Trans>Candidates</Trans>
      </PageTitle>
      <form
        role="search"
        noValidate
        className="mb-4 grid gap-3 sm:grid-cols-5 sm:items-end"
        onSubmit={(e) => {
          e.preventDefault();
          const { page: _page, ...rest } = draft;
          void _page;
          const typed = Object.fromEntries(Object.entries(rest).filter(([, v]) => v.trim()));
          if (!problems.check(candidateListQuery, typed)) return;
          go(rest);
        }}
      >
        {input('q', t`Name, headline or skill`)}
        {input('skills', t`Skills (comma-separated, all required)`)}
        {input('location', t`Location`)}
        {input('min_experience', t`Minimum years of experience`, 'number')}
        <button type="submit" className={secondaryButtonClass}>
          <Trans>Search</Trans>
        </button>
      </form>
      {!isStaff && list.data && (
        <div className="mb-3">
          <UnlockQuotaNote quota={list.data.unlocks} />
        </div>
      )}
      {list.isPending && <Spinner label={t`Searching candidates…`} />}
      {list.isError && <ErrorText>{translateText(errorMessage(list.error))}</ErrorText>}
      {list.data && list.data.candidates.length === 0 && (
        <p className={`${panelClass} text-slate-300`}>
          <Trans>No candidates match.</Trans>
        </p>
      )}
      {list.data && list.data.candidates.length > 0 && (
        <>
          <p className="mb-2 text-sm text-slate-300">
            {plural(total, { one: '# candidate', other: '# candidates' })}
          </p>
          <ul className="grid gap-3">
            {list.data.candidates.map((c) => {
              const years = c.years_experience;
              const skills = c.skills.join(', ');
              const facts = [
                c.location || t`Location not given`,
                years != null &&
                  t({
                    context: 'years of experience',
                    message: plural(years, { one: '# year', other: '# years' }),
                  }),
                c.source === 'sourced' && t`Sourced`,
              ];
              return (
                <li key={c.id} className={panelClass}>
                  <Link
                    to={`/dashboard/candidates/${c.id}`}
                    className={`text-lg font-semibold text-sky-200 hover:underline ${focusRing}`}
                  >
                    {c.name}
                  </Link>
                  <p className="text-sm text-slate-200">{c.headline || '—'}</p>
                  <p className="text-sm text-slate-300">{facts.filter(Boolean).join(' · ')}</p>
                  {c.skills.length > 0 && (
                    <p className="text-sm text-slate-300">
                      <Trans>Skills: {skills}</Trans>
                    </p>
                  )}
                  <p className="text-sm text-slate-400">
                    {c.contact_visible
                      ? [c.email, c.phone].filter(Boolean).join(' · ') || t`No contact details`
                      : t`Contact details hidden`}
                  </p>
                </li>
              );
            })}
          </ul>
          <Pager page={page} pages={pages} onPage={(next) => go({ ...filters, page: String(next) })} />
        </>
      )}
      {adding && <AddCandidateDialog onClose={() => setAdding(false)} />}
    </div>
  );
}
