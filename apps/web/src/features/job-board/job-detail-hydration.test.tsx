import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { useParams } from 'react-router';
import { endInitialData } from '@/lib/initial-data';
import { jobPath } from '@/lib/jobs/api';
import { makeJob, renderRecruitment, stubRecruitmentApi } from '@/testing/recruitment';
import { JobDetailPage } from './job-detail-page';

// Its own file: the page's initial data is read once per module (lib/initial-data.ts).

function Detail() {
  const { id = '' } = useParams();
  return <JobDetailPage key={id} id={id} />;
}
const routes = [{ path: '/jobs/:id', element: <Detail /> }];

const JOB = makeJob({ title: 'Backend Engineer (Node.js)', company: 'Tiki', views: 932 });

afterEach(() => {
  document.getElementById('initial-data')?.remove();
});

describe('job detail rendered by the server', () => {
  it('keeps the view count it was rendered with when the read counting the reader’s view comes back (decision 1154)', async () => {
    const script = document.createElement('script');
    script.type = 'application/json';
    script.id = 'initial-data';
    script.textContent = JSON.stringify({
      [jobPath(JOB.id)]: { status: 200, body: { success: true, job: JOB } },
    });
    document.body.append(script);
    // The browser's read counts the reader's view and brings the posting with it, edited meanwhile.
    const api = stubRecruitmentApi(null, {
      [`GET /api/jobs/${JOB.id}`]: () => ({
        body: { success: true, job: { ...JOB, views: 933, title: 'Backend Engineer (Go)' } },
      }),
    });
    renderRecruitment(routes, `/jobs/${JOB.id}`, null);
    // The first render is the server's page.
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Backend Engineer (Node.js)' }),
    ).toBeInTheDocument();
    expect(screen.getByText('932')).toBeInTheDocument();
    endInitialData();
    // The read refreshes the posting, but the count the reader saw on arrival stays.
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Backend Engineer (Go)' }),
    ).toBeInTheDocument();
    await waitFor(() => expect(api.callsTo('GET', `/api/jobs/${JOB.id}`)).toHaveLength(1));
    expect(screen.getByText('932')).toBeInTheDocument();
    expect(screen.queryByText('933')).not.toBeInTheDocument();
  });
});
