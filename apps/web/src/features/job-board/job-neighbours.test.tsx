import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { useParams } from 'react-router';
import { makeJob, renderRecruitment, stubRecruitmentApi } from '@/testing/recruitment';
import { JobDetailPage } from './job-detail-page';
import { shareUrls } from './share-links';

function Detail() {
  const { id = '' } = useParams();
  return <JobDetailPage key={id} id={id} />;
}
const routes = [{ path: '/jobs/:id', element: <Detail /> }];

const JOB = makeJob({ title: 'React Lead', company: 'Acme' });
const TWIN = makeJob({ title: 'React Engineer', company: 'Other Co', location: 'Hà Nội' });
const SIBLING = makeJob({ title: 'Go Developer', company: 'Acme' });

function stub(related: { similar: unknown[]; company: unknown[] }) {
  return stubRecruitmentApi(null, {
    [`GET /api/jobs/${JOB.id}`]: () => ({ body: { success: true, job: { ...JOB, company_profile: null } } }),
    [`GET /api/jobs/${JOB.id}/related`]: () => ({ body: { success: true, ...related } }),
  });
}

describe('job page: similar postings, the company’s postings and sharing (issue 18)', () => {
  it('lists similar postings and the company’s other postings as links', async () => {
    stub({ similar: [TWIN], company: [SIBLING] });
    renderRecruitment(routes, `/jobs/${JOB.id}`, null);
    const similar = await screen.findByRole('region', { name: 'Similar jobs' });
    expect(within(similar).getByRole('link', { name: 'React Engineer' })).toHaveAttribute(
      'href',
      `/jobs/${TWIN.id}`,
    );
    const company = screen.getByRole('region', { name: 'More jobs at Acme' });
    expect(within(company).getByRole('link', { name: 'Go Developer' })).toHaveAttribute(
      'href',
      `/jobs/${SIBLING.id}`,
    );
  });

  it('leaves the sections out when there is nothing to show', async () => {
    stub({ similar: [], company: [] });
    renderRecruitment(routes, `/jobs/${JOB.id}`, null);
    await screen.findByRole('heading', { level: 1, name: 'React Lead' });
    expect(screen.queryByRole('region', { name: 'Similar jobs' })).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: /More jobs at/ })).not.toBeInTheDocument();
  });

  it('offers real share links that open safely, and copies the address with a message', async () => {
    const user = userEvent.setup();
    stub({ similar: [], company: [] });
    renderRecruitment(routes, `/jobs/${JOB.id}`, null);
    const share = await screen.findByRole('region', { name: 'Share this job' });
    const url = `${window.location.origin}/jobs/${JOB.id}`;
    const expected = shareUrls(url);
    for (const [network, href] of [
      ['Facebook', expected.facebook],
      ['Zalo', expected.zalo],
      ['LinkedIn', expected.linkedin],
    ] as const) {
      const link = within(share).getByRole('link', {
        name: `Share React Lead on ${network} (opens in a new tab)`,
      });
      expect(link).toHaveAttribute('href', href);
      expect(link).toHaveAttribute('rel', 'noopener noreferrer');
      expect(link).toHaveAttribute('target', '_blank');
    }
    expect(expected.facebook).toBe(`https://www.facebook.com/sharer/sharer.php?u=${encodeURIComponent(url)}`);
    await user.click(within(share).getByRole('button', { name: 'Copy link' }));
    expect(await within(share).findByText('Link copied.')).toBeInTheDocument();
    // user-event's clipboard stands in for the browser's.
    expect(await navigator.clipboard.readText()).toBe(url);
  });
});
