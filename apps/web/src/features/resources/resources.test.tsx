import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { makeUser } from '@/testing/member-area';
import { renderRecruitment, stubRecruitmentApi } from '@/testing/recruitment';
import { ResourcesPage } from './resources-page';

const summary = {
  id: 'r-1',
  topic: 'interview',
  visibility: 'public',
  title_en: 'Preparing for an interview',
  title_vi: 'Chuẩn bị cho buổi phỏng vấn',
  published: true,
  updated_at: '2026-11-20T02:00:00.000Z',
};

describe('/dashboard/resources', () => {
  it('searches as the reader types and shows both language versions side by side', async () => {
    const member = makeUser('member');
    const api = stubRecruitmentApi(member, {
      'GET /api/me/resources': () => ({
        body: { success: true, resources: [summary], total: 1, page: 1, pageSize: 30 },
      }),
      'GET /api/me/resources/r-1': () => ({
        body: {
          success: true,
          resource: {
            ...summary,
            body_en: '',
            body_vi: '',
            html_en: '<p>Read it.</p>',
            html_vi: '<p>Đọc kỹ.</p>',
          },
        },
      }),
    });
    const { user } = renderRecruitment(
      [{ path: '/dashboard/resources', element: <ResourcesPage /> }],
      '/dashboard/resources',
      member,
    );
    await user.type(await screen.findByLabelText('Search articles'), 'phong van');
    await waitFor(() => expect(api.calls.some((c) => c.query.get('q') === 'phong van')).toBe(true));
    await user.click(screen.getByRole('button', { name: /Preparing for an interview/ }));
    expect(await screen.findByRole('region', { name: 'English version' })).toHaveAttribute('lang', 'en');
    expect(screen.getByRole('region', { name: 'Vietnamese version' })).toHaveAttribute('lang', 'vi');
    expect(screen.getByText('Đọc kỹ.')).toBeInTheDocument();
    // A public, published article has a page on the site (decision 1050).
    expect(screen.getByRole('link', { name: /Open the public page/ })).toHaveAttribute(
      'href',
      '/resources/r-1',
    );
    // Readers do not edit.
    expect(screen.queryByRole('button', { name: 'New article' })).not.toBeInTheDocument();
  });
});
