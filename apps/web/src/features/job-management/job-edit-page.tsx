import { Link, useNavigate, useParams } from 'react-router';
import { Spinner } from '@/components/spinner';
import { useAuth } from '@/lib/auth';
import { useManagedJob, useSaveJob } from './api';
import { JobForm } from './job-form';
import { PageTitle } from '@/components/page-title';
import { ErrorText } from '@/components/status-text';
import { secondaryButtonClass } from '@/components/styles';
import { errorMessage } from '@/lib/error-message';

/** /dashboard/jobs/new and /dashboard/jobs/:id/edit. */
export function JobEditPage() {
  const { id } = useParams();
  const { user } = useAuth();
  const isStaff = user?.role === 'admin' || user?.role === 'staff';
  const job = useManagedJob(id);
  const save = useSaveJob(id);
  const navigate = useNavigate();

  const back = (
    <Link to="/dashboard/jobs" className={secondaryButtonClass}>
      Back to postings
    </Link>
  );
  if (id && job.isPending) return <Spinner label="Loading posting…" />;
  if (id && job.isError)
    return (
      <div>
        <PageTitle actions={back}>Edit posting</PageTitle>
        <ErrorText>{errorMessage(job.error)}</ErrorText>
      </div>
    );
  return (
    <div>
      <PageTitle actions={back}>{id ? `Edit posting: ${job.data?.title ?? ''}` : 'New posting'}</PageTitle>
      <JobForm
        key={job.data?.updated_at ?? 'new'}
        job={job.data}
        isStaff={isStaff}
        submitting={save.isPending}
        error={save.isError ? errorMessage(save.error) : null}
        onSubmit={(body) => save.mutate(body, { onSuccess: () => void navigate('/dashboard/jobs?saved=1') })}
      />
    </div>
  );
}
