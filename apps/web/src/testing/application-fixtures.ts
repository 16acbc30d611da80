export const JOB_ID = '11111111-1111-4111-8111-111111111111';
export const APP_A = 'aaaaaaaa-aaaa-4aaa-8aaa-aaaaaaaaaaaa';
export const APP_B = 'bbbbbbbb-bbbb-4bbb-8bbb-bbbbbbbbbbbb';
const T = '2026-11-18T02:00:00.000Z';

export function card(id: string, name: string, stage: string, rating: number | null = null) {
  return {
    id,
    stage,
    rating,
    created_at: T,
    updated_at: T,
    candidate: { id: `c-${id}`, name, headline: 'Frontend developer' },
    job: { id: JOB_ID, title: 'Senior React Developer' },
  };
}

export const APP_C = 'cccccccc-cccc-4ccc-8ccc-cccccccccccc';

export function boardReply(extra: Record<string, unknown[]> = {}) {
  const stages = ['applied', 'screening', 'interview', 'offer', 'hired', 'rejected', 'withdrawn'];
  const cards: Record<string, unknown[]> = {
    applied: [card(APP_A, 'Nguyễn Văn An', 'applied')],
    screening: [card(APP_B, 'Trần Thị Bình', 'screening', 4)],
    ...extra,
  };
  return {
    success: true,
    job: { id: JOB_ID, title: 'Senior React Developer', status: 'published' },
    columns: stages.map((stage) => ({
      stage,
      total: cards[stage]?.length ?? 0,
      applications: cards[stage] ?? [],
    })),
  };
}

export function managedApplication(overrides: Record<string, unknown> = {}) {
  return {
    id: APP_A,
    job: { id: JOB_ID, title: 'Senior React Developer', company: 'FPT Software', owner_id: 'u-employer' },
    candidate: {
      id: 'cand-1',
      user_id: 'u-member',
      name: 'Nguyễn Văn An',
      email: 'an@example.com',
      phone: '0912 345 678',
      headline: 'Frontend developer',
      location: 'Hà Nội',
      skills: ['React', 'TypeScript'],
      years_experience: 4,
    },
    stage: 'screening',
    rejection_reason: null,
    rating: null,
    cover_letter: 'I would love to join.',
    cv: {
      id: 'cv-1',
      filename: 'an-cv.pdf',
      content_type: 'application/pdf',
      size: 1200,
      created_at: T,
      url: '/api/cvs/cv-1',
    },
    created_at: T,
    updated_at: T,
    history: [
      { from: null, to: 'applied', by: null, at: T, reason: null },
      {
        from: 'applied',
        to: 'screening',
        by: { id: 'u-employer', name: 'Erin Employer' },
        at: '2026-11-19T02:00:00.000Z',
        reason: 'Strong portfolio',
      },
    ],
    interviews: [],
    ...overrides,
  };
}

export function moveReply(stage: string, reason: string | null = null) {
  return () => ({
    body: { success: true, application: managedApplication({ stage, rejection_reason: reason }) },
  });
}
