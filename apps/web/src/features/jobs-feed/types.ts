export const JOB_TYPES = ['full-time', 'part-time', 'contract', 'internship'] as const;
export const JOB_LEVELS = ['entry', 'mid', 'senior', 'lead'] as const;
export type JobType = (typeof JOB_TYPES)[number];
export type JobLevel = (typeof JOB_LEVELS)[number];

/** Spec §3 job posting (sample data held in the client). */
export type Job = {
  id: string;
  title: string;
  company: string;
  location: string;
  type: JobType;
  level: JobLevel;
  salary_min: number;
  salary_max: number;
  description: string;
  requirements: string[];
  skills: string[];
  benefits: string[];
  posted_date: string;
  deadline: string;
  views: number;
  is_featured: boolean;
  is_remote: boolean;
};

export type JobFilters = {
  query: string;
  type: JobType | '';
  level: JobLevel | '';
  location: string;
  remoteOnly: boolean;
};

export const EMPTY_FILTERS: JobFilters = { query: '', type: '', level: '', location: '', remoteOnly: false };

export const TYPE_LABEL: Record<JobType, string> = {
  'full-time': 'Full-time',
  'part-time': 'Part-time',
  contract: 'Contract',
  internship: 'Internship',
};

export const LEVEL_LABEL: Record<JobLevel, string> = {
  entry: 'Entry',
  mid: 'Mid',
  senior: 'Senior',
  lead: 'Lead',
};
