import { Link, useNavigate, useParams } from 'react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import { Spinner } from '@/components/spinner';
import { useAuth } from '@/lib/auth';
import { useCompany, useJobAction, useManagedJob, useSaveJob } from './api';
import { CompanyForm, NoProfileForTeammate, isTeammate } from './company-form';
import { JobForm } from './job-form';
import { PageTitle } from '@/components/page-title';
import { ErrorText } from '@/components/status-text';
import { secondaryButtonClass } from '@/components/styles';
import { textLang } from '@/lib/lang';
import { errorText } from './text';

/** /dashboard/jobs/new and /dashboard/jobs/:id/edit. */
export function JobEditPage() {
  const { id } = useParams();
  const { user } = useAuth();
  const { t, i18n } = useLingui();
  const isStaff = user?.role === 'admin' || user?.role === 'staff';
  const job = useManagedJob(id);
  const save = useSaveJob(id);
  const publish = useJobAction();
  const navigate = useNavigate();
  // An employer's posting takes its company profile (decision 201): ask for the profile before the long form.
  const company = useCompany(!isStaff && !id);

  const back = (
    <Link to="/dashboard/jobs" className={secondaryButtonClass}>
      <Trans>Back to postings</Trans>
    </Link>
  );
  if (id && job.isPending) return <Spinner label={t`Loading posting…`} />;
  if (id && job.isError)
    return (
      <div>
        <PageTitle actions={back}>
          <Trans>Edit posting</Trans>
        </PageTitle>
        <ErrorText>{errorText(job.error, i18n)}</ErrorText>
      </div>
    );
  if (!isStaff && !id && company.isPending) return <Spinner label={t`Loading company profile…`} />;
  if (!isStaff && !id && company.isSuccess && company.data === null && isTeammate(user))
    return (
      <div>
        <PageTitle actions={back}>
          <Trans>New posting</Trans>
        </PageTitle>
        <NoProfileForTeammate />
      </div>
    );
  if (!isStaff && !id && company.isSuccess && company.data === null)
    return (
      <div>
        <PageTitle actions={back}>
          <Trans>New posting</Trans>
        </PageTitle>
        <p
          role="status"
          className="mb-4 max-w-2xl rounded-lg border border-sky-700 bg-sky-950/50 p-4 text-sky-100"
        >
          <Trans>
            Your postings show your company, so it needs a profile first. Save it below and the posting form
            opens here.
          </Trans>
        </p>
        <div className="max-w-2xl">
          <CompanyForm />
        </div>
      </div>
    );
  const title = job.data?.title ?? '';
  return (
    <div>
      <PageTitle actions={back}>
        {id ? (
          <Trans>
            Edit posting: <span lang={textLang(title)}>{title}</span>
          </Trans>
        ) : (
          <Trans>New posting</Trans>
        )}
      </PageTitle>
      <JobForm
        key={job.data?.updated_at ?? 'new'}
        job={job.data}
        isStaff={isStaff}
        submitting={save.isPending || publish.isPending}
        error={
          save.isError ? errorText(save.error, i18n) : publish.isError ? errorText(publish.error, i18n) : null
        }
        canPublish={!job.data || job.data.status === 'draft'}
        onSubmit={(body, andPublish) =>
          save.mutate(body, {
            onSuccess: (saved) => {
              if (!andPublish) return void navigate('/dashboard/jobs?saved=1');
              // "Save and publish" (issue 18): the same save, then the posting's own publish action.
              publish.mutate(
                { id: saved.id, action: 'publish' },
                { onSuccess: () => void navigate('/dashboard/jobs?saved=published') },
              );
            },
          })
        }
      />
    </div>
  );
}
