import { renderMemberArea } from './member-area';

/** The member area (its route table holds the recruitment routes) signed in as `user`. */
export const renderRecruiterArea = renderMemberArea;

export const NOW = '2026-11-20T03:00:00.000Z';

export function managedJob(overrides: Record<string, unknown> = {}) {
  return {
    id: '11111111-1111-4111-8111-111111111111',
    title: 'Senior React Developer',
    company: 'FPT Software',
    company_logo_url: null,
    location: 'Hà Nội',
    type: 'full-time',
    level: 'senior',
    salary_min: 30_000_000,
    salary_max: 50_000_000,
    description: 'Build the SPA.',
    requirements: ['5 years of React'],
    skills: ['React', 'TypeScript'],
    benefits: ['13th month salary'],
    posted_date: null,
    deadline: '2026-12-31T16:59:59.999Z',
    views: 0,
    is_featured: false,
    is_remote: false,
    status: 'draft',
    is_expired: false,
    owner_id: 'u-employer',
    created_at: NOW,
    updated_at: NOW,
    applications_count: 0,
    ...overrides,
  };
}
