import type { APIRequestContext } from '@playwright/test';
import { ADMIN } from './constants';
import { setupHeaders, tokenFor } from './fixtures';

/**
 * The seven postings the member feed showed when it held sample data (spec §2), published through
 * the real API by the admin, so the feed journey filters real server data.
 */
export const SAMPLE_JOBS = [
  {
    title: 'Senior Frontend Developer',
    company: 'FPT Software',
    location: 'Hà Nội',
    type: 'full-time',
    level: 'senior',
    salary_min: 30_000_000,
    salary_max: 45_000_000,
    description:
      'Build and maintain customer-facing web applications for Japanese and European clients with a team of 12 engineers.',
    requirements: [
      '5+ years of professional frontend experience',
      'Strong knowledge of React and TypeScript',
      'Experience with automated testing',
    ],
    skills: ['React', 'TypeScript', 'Redux', 'Jest', 'Tailwind CSS', 'GraphQL', 'Vite'],
    benefits: ['13th-month salary', 'Premium health insurance', 'Hybrid working (3 days office)'],
    is_featured: true,
    is_remote: false,
  },
  {
    title: 'Backend Engineer (Node.js)',
    company: 'Tiki',
    location: 'TP. Hồ Chí Minh',
    type: 'full-time',
    level: 'mid',
    salary_min: 25_000_000,
    salary_max: 35_000_000,
    description: 'Design APIs for the order and fulfilment platform serving millions of shoppers.',
    requirements: ['3+ years with Node.js', 'Solid SQL and PostgreSQL', 'Understanding of message queues'],
    skills: ['Node.js', 'PostgreSQL', 'Kafka', 'Docker', 'Redis'],
    benefits: ['Performance bonus', 'Laptop allowance', 'Flexible hours'],
    is_featured: false,
    is_remote: true,
  },
  {
    title: 'Data Analyst Intern',
    company: 'VNG Corporation',
    location: 'TP. Hồ Chí Minh',
    type: 'internship',
    level: 'entry',
    salary_min: 5_000_000,
    salary_max: 8_000_000,
    description: 'Support the games analytics team with dashboards and ad-hoc analysis.',
    requirements: ['Final-year student in IT, statistics or economics', 'Basic SQL', 'Good English reading'],
    skills: ['SQL', 'Python', 'Excel', 'Power BI'],
    benefits: ['Mentorship programme', 'Chance of a full-time offer', 'Lunch allowance'],
    is_featured: false,
    is_remote: false,
  },
  {
    title: 'Mobile Developer (Flutter)',
    company: 'MoMo',
    location: 'TP. Hồ Chí Minh',
    type: 'contract',
    level: 'mid',
    salary_min: 28_000_000,
    salary_max: 40_000_000,
    description: 'Six-month contract to ship new payment features in the MoMo super-app.',
    requirements: [
      '2+ years with Flutter',
      'Published apps on both stores',
      'Understanding of secure storage',
    ],
    skills: ['Flutter', 'Dart', 'Firebase', 'REST', 'CI/CD', 'Kotlin'],
    benefits: ['Contract extension possible', 'Remote-friendly', 'Modern devices provided'],
    is_featured: true,
    is_remote: true,
  },
  {
    title: 'DevOps Lead',
    company: 'Viettel Solutions',
    location: 'Hà Nội',
    type: 'full-time',
    level: 'lead',
    salary_min: 50_000_000,
    salary_max: 70_000_000,
    description: 'Lead a team of six running the Kubernetes platform for government and enterprise clients.',
    requirements: ['7+ years in operations', '2+ years leading a team', 'Kubernetes in production'],
    skills: ['Kubernetes', 'Terraform', 'AWS', 'Prometheus', 'Ansible', 'GitLab CI', 'Linux', 'Go'],
    benefits: ['Leadership allowance', 'Annual training budget', 'Full salary social insurance'],
    is_featured: false,
    is_remote: false,
  },
  {
    title: 'UI/UX Designer (Part-time)',
    company: 'Haravan',
    location: 'Đà Nẵng',
    type: 'part-time',
    level: 'mid',
    salary_min: 12_000_000,
    salary_max: 18_000_000,
    description: 'Design storefront themes and merchant tools, 20 hours a week.',
    requirements: ['Portfolio of shipped web products', '2+ years with Figma', 'Basic HTML/CSS'],
    skills: ['Figma', 'UI Design', 'Prototyping', 'HTML', 'CSS'],
    benefits: ['Flexible schedule', 'Fully remote', 'Design conference tickets'],
    is_featured: false,
    is_remote: true,
  },
  {
    title: 'QA Automation Engineer',
    company: 'NashTech Vietnam',
    location: 'Hà Nội',
    type: 'full-time',
    level: 'entry',
    salary_min: 12_500_000,
    salary_max: 20_000_000,
    description: 'Write and maintain end-to-end and API test suites for fintech products.',
    requirements: ['1+ year of test automation', 'Knowledge of Playwright or Selenium', 'ISTQB is a plus'],
    skills: ['Playwright', 'TypeScript', 'Postman', 'Selenium'],
    benefits: ['English classes', 'Yearly company trip', 'Health check-ups'],
    is_featured: false,
    is_remote: false,
  },
];

export async function publishSampleJobs(request: APIRequestContext) {
  const auth = { ...setupHeaders(), authorization: `Bearer ${await tokenFor(request, ADMIN)}` };
  for (const job of SAMPLE_JOBS) {
    const created = await request.post('/api/jobs', { data: job, headers: auth });
    if (!created.ok()) throw new Error(`creating ${job.title}: ${created.status()} ${await created.text()}`);
    const { job: made } = (await created.json()) as { job: { id: string } };
    const published = await request.post(`/api/jobs/${made.id}/publish`, { headers: auth });
    if (!published.ok()) throw new Error(`publishing ${job.title}: ${published.status()}`);
  }
}
