/**
 * The demo of `npm run seed:demo`: demo accounts, company profiles, Vietnamese-market postings,
 * candidates, applications across every stage and interviews. Idempotent: a second run adds nothing.
 */
import { refreshApplicationRollups } from '../../lib/analytics-rollups';
import { randomBytes } from 'node:crypto';
import { and, eq, isNull } from 'drizzle-orm';
import { hashPassword } from '../../auth/password';
import type { Db } from '../client';
import {
  applicationEvents,
  applications,
  candidates,
  companies,
  companyMembers,
  cvFiles,
  interviewInterviewers,
  interviews,
  jobs,
  plans,
  subscriptions,
  users,
} from '../schema';
import { candidateSearchText, nameKey, normalizePhone } from '../../lib/candidate-keys';
import type { S3Config } from '../../lib/s3-storage';
import { storageFor } from '../../lib/storage';
import { placeText } from '../../lib/tenancy';
import { jobSearchText } from '../../modules/jobs/service';

const DAY = 24 * 3_600_000;

type Account = { email: string; name: string; role: 'staff' | 'employer' | 'member'; plan?: string };

const ACCOUNTS: Account[] = [
  { email: 'staff@demo.dottrip.vn', name: 'Phạm Thu Hà', role: 'staff' },
  { email: 'hr@fpt.demo.dottrip.vn', name: 'Lê Minh Tuấn', role: 'employer', plan: 'standard' },
  { email: 'hr@tiki.demo.dottrip.vn', name: 'Trần Ngọc Anh', role: 'employer', plan: 'free' },
  { email: 'an.nguyen@demo.dottrip.vn', name: 'Nguyễn Văn An', role: 'member' },
  { email: 'binh.tran@demo.dottrip.vn', name: 'Trần Thị Bình', role: 'member' },
  { email: 'cuong.le@demo.dottrip.vn', name: 'Lê Quốc Cường', role: 'member' },
  { email: 'dung.pham@demo.dottrip.vn', name: 'Phạm Thị Dung', role: 'member' },
  { email: 'giang.vo@demo.dottrip.vn', name: 'Võ Hoàng Giang', role: 'member' },
  { email: 'hoa.dang@demo.dottrip.vn', name: 'Đặng Mai Hoa', role: 'member' },
];

const COMPANIES: Record<string, { name: string; website: string; description: string; location: string }> = {
  'hr@fpt.demo.dottrip.vn': {
    name: 'FPT Software',
    website: 'https://fptsoftware.com',
    description: 'Công ty dịch vụ phần mềm hàng đầu Việt Nam với hơn 30.000 nhân viên trên toàn cầu.',
    location: 'Hà Nội',
  },
  'hr@tiki.demo.dottrip.vn': {
    name: 'Tiki',
    website: 'https://tiki.vn',
    description: 'Sàn thương mại điện tử "Tìm kiếm & Tiết kiệm" của người Việt.',
    location: 'TP. Hồ Chí Minh',
  },
};

type SeedJob = {
  owner: string;
  company?: string;
  title: string;
  location: string;
  type: 'full-time' | 'part-time' | 'contract' | 'internship';
  level: 'entry' | 'mid' | 'senior' | 'lead';
  salary: [number, number];
  skills: string[];
  requirements: string[];
  benefits: string[];
  description: string;
  featured?: boolean;
  remote?: boolean;
  postedDaysAgo: number;
  deadlineDays: number;
  status?: 'draft' | 'published' | 'closed';
};

const M = 1_000_000;
const STANDARD_BENEFITS = [
  'Lương tháng 13',
  'Bảo hiểm sức khỏe cao cấp',
  '15 ngày phép năm',
  'Review lương 2 lần/năm',
];
const JOBS: SeedJob[] = [
  {
    owner: 'hr@fpt.demo.dottrip.vn',
    title: 'Senior Frontend Developer (ReactJS)',
    location: 'Hà Nội',
    type: 'full-time',
    level: 'senior',
    salary: [35 * M, 55 * M],
    skills: ['React', 'TypeScript', 'Redux', 'Next.js', 'Jest', 'GraphQL'],
    requirements: [
      '5+ năm kinh nghiệm phát triển frontend',
      'Thành thạo React và TypeScript',
      'Tiếng Anh giao tiếp tốt',
    ],
    benefits: STANDARD_BENEFITS,
    description: 'Tham gia phát triển nền tảng ngân hàng số cho khách hàng Nhật Bản và Singapore.',
    featured: true,
    postedDaysAgo: 2,
    deadlineDays: 30,
  },
  {
    owner: 'hr@tiki.demo.dottrip.vn',
    title: 'Backend Developer (Golang)',
    location: 'TP. Hồ Chí Minh',
    type: 'full-time',
    level: 'mid',
    salary: [25 * M, 40 * M],
    skills: ['Go', 'PostgreSQL', 'Kafka', 'Docker', 'Kubernetes'],
    requirements: ['3+ năm kinh nghiệm backend', 'Hiểu biết về hệ thống phân tán'],
    benefits: ['Làm việc hybrid', 'Macbook Pro', 'Bảo hiểm PVI'],
    description: 'Xây dựng các dịch vụ đơn hàng và thanh toán chịu tải hàng triệu người dùng.',
    remote: true,
    postedDaysAgo: 3,
    deadlineDays: 25,
  },
  {
    owner: 'staff',
    company: 'Viettel Digital',
    title: 'Java Spring Boot Engineer',
    location: 'Hà Nội',
    type: 'full-time',
    level: 'senior',
    salary: [30 * M, 50 * M],
    skills: ['Java', 'Spring Boot', 'Microservices', 'Oracle', 'Redis'],
    requirements: ['4+ năm kinh nghiệm Java', 'Kinh nghiệm với hệ thống ví điện tử là lợi thế'],
    benefits: STANDARD_BENEFITS,
    description: 'Phát triển hệ thống Viettel Money phục vụ hơn 20 triệu khách hàng.',
    postedDaysAgo: 5,
    deadlineDays: 20,
  },
  {
    owner: 'staff',
    company: 'MoMo',
    title: 'Mobile Developer (Flutter)',
    location: 'TP. Hồ Chí Minh',
    type: 'full-time',
    level: 'mid',
    salary: [25 * M, 45 * M],
    skills: ['Flutter', 'Dart', 'iOS', 'Android', 'Firebase'],
    requirements: ['2+ năm kinh nghiệm Flutter', 'Đã phát hành ứng dụng trên App Store/Google Play'],
    benefits: ['Thưởng hiệu suất', 'Remote 2 ngày/tuần'],
    description: 'Phát triển các mini-app trên siêu ứng dụng MoMo.',
    remote: true,
    postedDaysAgo: 1,
    deadlineDays: 28,
  },
  {
    owner: 'staff',
    company: 'VNG Corporation',
    title: 'Data Engineer',
    location: 'TP. Hồ Chí Minh',
    type: 'full-time',
    level: 'senior',
    salary: [40 * M, 60 * M],
    skills: ['Python', 'Spark', 'Airflow', 'Kafka', 'BigQuery', 'SQL'],
    requirements: ['4+ năm xây dựng data pipeline', 'Thành thạo Spark và SQL'],
    benefits: STANDARD_BENEFITS,
    description: 'Xây dựng nền tảng dữ liệu cho Zalo và các sản phẩm game của VNG.',
    featured: true,
    postedDaysAgo: 4,
    deadlineDays: 35,
  },
  {
    owner: 'staff',
    company: 'Shopee Việt Nam',
    title: 'DevOps Engineer (AWS)',
    location: 'TP. Hồ Chí Minh',
    type: 'full-time',
    level: 'senior',
    salary: [40 * M, 70 * M],
    skills: ['AWS', 'Terraform', 'Kubernetes', 'CI/CD', 'Prometheus'],
    requirements: ['3+ năm vận hành hạ tầng cloud', 'Chứng chỉ AWS là lợi thế'],
    benefits: ['Thưởng Tết hấp dẫn', 'Phụ cấp ăn trưa'],
    description: 'Vận hành hạ tầng cho mùa sale 11.11 và 12.12.',
    postedDaysAgo: 6,
    deadlineDays: 15,
  },
  {
    owner: 'hr@fpt.demo.dottrip.vn',
    title: 'QA Automation Tester',
    location: 'Đà Nẵng',
    type: 'full-time',
    level: 'mid',
    salary: [18 * M, 30 * M],
    skills: ['Selenium', 'Cypress', 'Java', 'API Testing', 'JMeter'],
    requirements: ['2+ năm kinh nghiệm kiểm thử tự động', 'ISTQB là lợi thế'],
    benefits: STANDARD_BENEFITS,
    description: 'Đảm bảo chất lượng cho dự án thương mại điện tử của khách hàng châu Âu.',
    postedDaysAgo: 8,
    deadlineDays: 22,
  },
  {
    owner: 'hr@tiki.demo.dottrip.vn',
    title: 'UI/UX Designer',
    location: 'TP. Hồ Chí Minh',
    type: 'full-time',
    level: 'mid',
    salary: [15 * M, 25 * M],
    skills: ['Figma', 'User Research', 'Design System', 'Prototyping'],
    requirements: ['Portfolio sản phẩm thương mại điện tử', '2+ năm kinh nghiệm'],
    benefits: ['Ngân sách học tập 10 triệu/năm', 'Làm việc hybrid'],
    description: 'Thiết kế trải nghiệm mua sắm cho hàng triệu khách hàng Tiki.',
    postedDaysAgo: 10,
    deadlineDays: 18,
  },
  {
    owner: 'hr@fpt.demo.dottrip.vn',
    title: 'Thực tập sinh Lập trình Web',
    location: 'Đà Nẵng',
    type: 'internship',
    level: 'entry',
    salary: [3 * M, 5 * M],
    skills: ['HTML', 'CSS', 'JavaScript', 'Git'],
    requirements: ['Sinh viên năm 3, 4 ngành CNTT', 'Có thể làm việc toàn thời gian 3 tháng'],
    benefits: ['Trợ cấp thực tập', 'Cơ hội trở thành nhân viên chính thức'],
    description: 'Chương trình Fresher Academy: đào tạo và làm dự án thực tế.',
    postedDaysAgo: 12,
    deadlineDays: 40,
  },
  {
    owner: 'staff',
    company: 'KMS Technology',
    title: 'Technical Lead (.NET)',
    location: 'Đà Nẵng',
    type: 'full-time',
    level: 'lead',
    salary: [60 * M, 90 * M],
    skills: ['C#', '.NET Core', 'Azure', 'SQL Server', 'Microservices', 'Leadership'],
    requirements: ['7+ năm kinh nghiệm .NET', '2+ năm dẫn dắt nhóm'],
    benefits: STANDARD_BENEFITS,
    description: 'Dẫn dắt nhóm 8 kỹ sư xây dựng nền tảng y tế cho khách hàng Mỹ.',
    featured: true,
    postedDaysAgo: 7,
    deadlineDays: 30,
  },
  {
    owner: 'staff',
    company: 'Techcombank',
    title: 'IT Business Analyst',
    location: 'Hà Nội',
    type: 'full-time',
    level: 'mid',
    salary: [25 * M, 35 * M],
    skills: ['Business Analysis', 'SQL', 'BPMN', 'Jira', 'Agile'],
    requirements: ['3+ năm BA trong lĩnh vực ngân hàng'],
    benefits: ['Vay ưu đãi', 'Thưởng theo KPI'],
    description: 'Phân tích nghiệp vụ cho các sản phẩm ngân hàng số.',
    postedDaysAgo: 9,
    deadlineDays: 20,
  },
  {
    owner: 'staff',
    company: 'Zalo AI',
    title: 'Python Developer (AI/ML) — hợp đồng 6 tháng',
    location: 'Remote',
    type: 'contract',
    level: 'senior',
    salary: [50 * M, 80 * M],
    skills: ['Python', 'PyTorch', 'NLP', 'FastAPI', 'MLOps'],
    requirements: ['Kinh nghiệm huấn luyện mô hình ngôn ngữ tiếng Việt'],
    benefits: ['Làm việc từ xa 100%', 'Thiết bị GPU'],
    description: 'Tối ưu mô hình xử lý ngôn ngữ tự nhiên tiếng Việt.',
    remote: true,
    postedDaysAgo: 2,
    deadlineDays: 14,
  },
  {
    owner: 'staff',
    company: 'DotTrip',
    title: 'Part-time Technical Content Writer',
    location: 'Remote',
    type: 'part-time',
    level: 'entry',
    salary: [6 * M, 10 * M],
    skills: ['Technical Writing', 'Markdown', 'SEO'],
    requirements: ['Viết tốt tiếng Việt và tiếng Anh'],
    benefits: ['Giờ làm linh hoạt'],
    description: 'Viết bài blog và tài liệu cho các dự án mã nguồn mở của DotTrip.',
    remote: true,
    postedDaysAgo: 15,
    deadlineDays: 10,
  },
  {
    owner: 'hr@tiki.demo.dottrip.vn',
    title: 'Engineering Manager',
    location: 'TP. Hồ Chí Minh',
    type: 'full-time',
    level: 'lead',
    salary: [80 * M, 120 * M],
    skills: ['Leadership', 'System Design', 'Go', 'Hiring'],
    requirements: ['Đã quản lý nhóm 10+ kỹ sư'],
    benefits: STANDARD_BENEFITS,
    description: 'Bản nháp: vị trí mới chưa đăng.',
    postedDaysAgo: 0,
    deadlineDays: 45,
    status: 'draft',
  },
];

type SeedCandidate = {
  email: string;
  headline: string;
  phone: string;
  location: string;
  skills: string[];
  years: number;
  open: boolean;
};
const PROFILES: SeedCandidate[] = [
  {
    email: 'an.nguyen@demo.dottrip.vn',
    headline: 'Frontend Developer — React/TypeScript',
    phone: '0912 345 678',
    location: 'Hà Nội',
    skills: ['React', 'TypeScript', 'Next.js'],
    years: 5,
    open: true,
  },
  {
    email: 'binh.tran@demo.dottrip.vn',
    headline: 'Backend Engineer — Go & PostgreSQL',
    phone: '+84 903 111 222',
    location: 'TP. Hồ Chí Minh',
    skills: ['Go', 'PostgreSQL', 'Docker'],
    years: 4,
    open: true,
  },
  {
    email: 'cuong.le@demo.dottrip.vn',
    headline: 'QA Automation Engineer',
    phone: '0935.222.333',
    location: 'Đà Nẵng',
    skills: ['Selenium', 'Cypress', 'Java'],
    years: 3,
    open: false,
  },
  {
    email: 'dung.pham@demo.dottrip.vn',
    headline: 'Data Engineer — Spark, Airflow',
    phone: '0988 444 555',
    location: 'TP. Hồ Chí Minh',
    skills: ['Python', 'Spark', 'SQL'],
    years: 6,
    open: true,
  },
  {
    email: 'giang.vo@demo.dottrip.vn',
    headline: 'Sinh viên CNTT năm cuối',
    phone: '0977 666 777',
    location: 'Đà Nẵng',
    skills: ['JavaScript', 'HTML', 'CSS'],
    years: 0,
    open: true,
  },
  {
    email: 'hoa.dang@demo.dottrip.vn',
    headline: 'UI/UX Designer',
    phone: '0909 888 999',
    location: 'Hà Nội',
    skills: ['Figma', 'User Research'],
    years: 3,
    open: false,
  },
];

/** [candidate e-mail, job title, stage path]. */
const APPLICATIONS: Array<[string, string, string[]]> = [
  ['an.nguyen@demo.dottrip.vn', 'Senior Frontend Developer (ReactJS)', ['applied', 'screening', 'interview']],
  ['giang.vo@demo.dottrip.vn', 'Senior Frontend Developer (ReactJS)', ['applied']],
  ['hoa.dang@demo.dottrip.vn', 'Senior Frontend Developer (ReactJS)', ['applied', 'rejected']],
  ['binh.tran@demo.dottrip.vn', 'Backend Developer (Golang)', ['applied', 'screening', 'interview', 'offer']],
  ['an.nguyen@demo.dottrip.vn', 'Backend Developer (Golang)', ['applied', 'withdrawn']],
  [
    'cuong.le@demo.dottrip.vn',
    'QA Automation Tester',
    ['applied', 'screening', 'interview', 'offer', 'hired'],
  ],
  ['giang.vo@demo.dottrip.vn', 'Thực tập sinh Lập trình Web', ['applied', 'screening']],
  ['dung.pham@demo.dottrip.vn', 'Data Engineer', ['applied', 'screening', 'interview']],
  ['hoa.dang@demo.dottrip.vn', 'UI/UX Designer', ['applied', 'screening']],
  ['binh.tran@demo.dottrip.vn', 'DevOps Engineer (AWS)', ['applied']],
];

const PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
  'latin1',
);

async function ensureAccount(db: Db, account: Account, printed: string[], now: Date, fixedPassword?: string) {
  const [existing] = await db.select().from(users).where(eq(users.email, account.email));
  if (existing) return existing;
  const password = fixedPassword ?? `${randomBytes(9).toString('base64url')}Aa1`;
  const [user] = await db
    .insert(users)
    .values({
      name: account.name,
      email: account.email,
      passwordHash: await hashPassword(password),
      role: account.role,
      emailVerifiedAt: now,
      createdAt: now,
      updatedAt: now,
    })
    .returning();
  printed.push(`  ${account.role.padEnd(8)} ${account.email.padEnd(32)} ${password}`);
  return user!;
}

export type DemoResult = { newJobs: number; newApplications: number; accounts: string[] };

/** Writes the demo; `accounts` lists the accounts created now with their passwords (print them once). */
const DEMO_SOURCES = [
  { sourceChannel: 'board', source: 'Job board', sourceDetail: null },
  { sourceChannel: 'link', source: 'LinkedIn', sourceDetail: 'linkedin' },
  { sourceChannel: 'referral', source: 'Referral', sourceDetail: 'referral' },
] as const;

export async function seedDemo(
  db: Db,
  options: { dataDir: string; s3?: S3Config; databaseUrl?: string; now?: Date; password?: string },
): Promise<DemoResult> {
  const now = options.now ?? new Date();
  const daysAgo = (n: number) => new Date(now.getTime() - n * DAY);
  const daysAhead = (n: number) => new Date(now.getTime() + n * DAY);
  const printed: string[] = [];
  const byEmail = new Map<string, typeof users.$inferSelect>();
  for (const account of ACCOUNTS)
    byEmail.set(account.email, await ensureAccount(db, account, printed, now, options.password));
  const staff = byEmail.get('staff@demo.dottrip.vn')!;

  // Each employer owns its company, on its plan (issue 10: the company holds the package).
  for (const [email, company] of Object.entries(COMPANIES)) {
    const owner = byEmail.get(email)!;
    await db
      .insert(companies)
      .values({ ownerId: owner.id, ...company, logoUrl: null, createdAt: now, updatedAt: now })
      .onConflictDoNothing();
    const [row] = await db
      .select({ id: companies.id })
      .from(companies)
      .where(eq(companies.ownerId, owner.id));
    if (owner.role !== 'employer') continue;
    await db
      .insert(companyMembers)
      .values({ userId: owner.id, companyId: row!.id, role: 'owner', joinedAt: now })
      .onConflictDoNothing();
    const planName = ACCOUNTS.find((a) => a.email === email)?.plan;
    const [open] = await db
      .select({ id: subscriptions.id })
      .from(subscriptions)
      .where(and(eq(subscriptions.companyId, row!.id), isNull(subscriptions.endedAt)));
    if (planName && !open) {
      const [plan] = await db.select().from(plans).where(eq(plans.name, planName));
      await db
        .insert(subscriptions)
        .values({ userId: owner.id, companyId: row!.id, planId: plan!.id, startedAt: now });
    }
  }

  const jobIds = new Map<string, { id: string; ownerId: string }>();
  let newJobs = 0;
  for (const job of JOBS) {
    const owner = job.owner === 'staff' ? staff : byEmail.get(job.owner)!;
    const [company] = await db.select().from(companies).where(eq(companies.ownerId, owner.id));
    const companyName = job.company ?? company!.name;
    const [existing] = await db
      .select({ id: jobs.id })
      .from(jobs)
      .where(and(eq(jobs.ownerId, owner.id), eq(jobs.title, job.title)));
    if (existing) {
      jobIds.set(job.title, { id: existing.id, ownerId: owner.id });
      continue;
    }
    const status = job.status ?? 'published';
    const [row] = await db
      .insert(jobs)
      .values({
        ownerId: owner.id,
        companyId: job.company ? null : company!.id,
        company: companyName,
        title: job.title,
        location: job.location,
        type: job.type,
        level: job.level,
        salaryMin: job.salary[0],
        salaryMax: job.salary[1],
        description: job.description,
        requirements: job.requirements,
        skills: job.skills,
        benefits: job.benefits,
        status,
        postedDate: status === 'draft' ? null : daysAgo(job.postedDaysAgo),
        deadline: daysAhead(job.deadlineDays),
        views: status === 'draft' ? 0 : 40 + ((job.title.length * 37) % 900),
        isFeatured: job.featured ?? false,
        isRemote: job.remote ?? false,
        searchText: jobSearchText(job.title, companyName, job.skills),
        locationText: placeText(job.location),
        createdAt: daysAgo(job.postedDaysAgo + 1),
        updatedAt: daysAgo(job.postedDaysAgo),
      })
      .returning({ id: jobs.id });
    jobIds.set(job.title, { id: row!.id, ownerId: owner.id });
    newJobs++;
  }

  const storage = storageFor(options);
  const candidateIds = new Map<string, string>();
  for (const p of PROFILES) {
    const user = byEmail.get(p.email)!;
    const [existing] = await db.select().from(candidates).where(eq(candidates.userId, user.id));
    if (existing) {
      candidateIds.set(p.email, existing.id);
      continue;
    }
    const [row] = await db
      .insert(candidates)
      .values({
        userId: user.id,
        name: user.name,
        email: user.email,
        phone: p.phone,
        phoneKey: normalizePhone(p.phone),
        nameKey: nameKey(user.name),
        headline: p.headline,
        location: p.location,
        locationText: placeText(p.location),
        skills: p.skills,
        yearsExperience: p.years,
        openToEmployers: p.open,
        source: 'member',
        searchText: candidateSearchText(user.name, p.headline, p.skills),
        createdAt: daysAgo(20),
        updatedAt: daysAgo(20),
      })
      .returning({ id: candidates.id });
    const key = await storage.put(PDF, 'pdf');
    const [cv] = await db
      .insert(cvFiles)
      .values({
        candidateId: row!.id,
        storageKey: key,
        filename: `CV ${user.name}.pdf`,
        contentType: 'application/pdf',
        size: PDF.length,
        createdAt: daysAgo(20),
      })
      .returning({ id: cvFiles.id });
    await db.update(candidates).set({ defaultCvId: cv!.id }).where(eq(candidates.id, row!.id));
    candidateIds.set(p.email, row!.id);
  }

  let newApplications = 0;
  const rollups: string[] = [];
  let slot = 0;
  for (const [email, title, path] of APPLICATIONS) {
    const job = jobIds.get(title)!;
    const candidateId = candidateIds.get(email)!;
    const [cand] = await db.select().from(candidates).where(eq(candidates.id, candidateId));
    const stage = path[path.length - 1]!;
    const created = daysAgo(path.length + 3);
    const inserted = await db
      .insert(applications)
      .values({
        jobId: job.id,
        candidateId,
        coverLetter: 'Kính gửi anh/chị, tôi rất mong có cơ hội được trao đổi thêm về vị trí này.',
        cvId: cand!.defaultCvId,
        stage,
        rejectionReason: stage === 'rejected' ? 'Chưa đủ kinh nghiệm với React' : null,
        rating: path.length > 2 ? Math.min(5, path.length) : null,
        // Issue 11: a mix of sources for the analytics screens (decision 901).
        ...DEMO_SOURCES[newApplications % DEMO_SOURCES.length]!,
        createdAt: created,
        // Changed last when it entered its stage (the last event below): the board counts the days in a stage from it.
        updatedAt: new Date(created.getTime() + (path.length - 1) * DAY),
      })
      .onConflictDoNothing()
      .returning({ id: applications.id });
    const application = inserted[0];
    if (!application) continue;
    newApplications++;
    rollups.push(application.id);
    for (let i = 0; i < path.length; i++) {
      const to = path[i]!;
      await db.insert(applicationEvents).values({
        applicationId: application.id,
        fromStage: i === 0 ? null : path[i - 1]!,
        toStage: to,
        byUserId: i === 0 || to === 'withdrawn' ? byEmail.get(email)!.id : job.ownerId,
        reason: to === 'rejected' ? 'Chưa đủ kinh nghiệm với React' : null,
        at: new Date(created.getTime() + i * DAY),
      });
    }
    if (path.includes('interview')) {
      const past = stage !== 'interview';
      const start = past ? daysAgo(2 + slot) : new Date(daysAhead(2 + slot).setUTCHours(3, 0, 0, 0));
      slot++;
      const [interview] = await db
        .insert(interviews)
        .values({
          applicationId: application.id,
          startsAt: start,
          endsAt: new Date(start.getTime() + 60 * 60_000),
          timeZone: 'Asia/Ho_Chi_Minh',
          durationMinutes: 60,
          type: slot % 2 ? 'video' : 'onsite',
          location:
            slot % 2 ? 'https://meet.google.com/demo-dottrip' : 'Tầng 8, tòa nhà FPT, Cầu Giấy, Hà Nội',
          notes: 'Phỏng vấn kỹ thuật 45 phút, 15 phút trao đổi về văn hóa công ty.',
          status: 'scheduled',
          sequence: 0,
          createdBy: job.ownerId,
          createdAt: now,
          updatedAt: now,
        })
        .returning({ id: interviews.id });
      await db.insert(interviewInterviewers).values({ interviewId: interview!.id, userId: job.ownerId });
    }
  }

  await refreshApplicationRollups(db, rollups);
  return { newJobs, newApplications, accounts: printed };
}
