export { JobBoardPage } from './job-board-page';
export { JobDetailPage } from './job-detail-page';
export { searchJobs } from './jobs-api';
export { useSavedJobs } from './use-saved-jobs';
export { useJobSearch } from './use-job-search';
export type { JobSearchState } from './use-job-search';
export {
  JOB_LEVEL_VALUES,
  JOB_TYPE_VALUES,
  LEVEL_LABEL,
  NO_JOBS_TEXT,
  TYPE_LABEL,
  formatDay,
  formatDayTime,
  formatSalary,
  visibleSkills,
} from './format';
export { EMPTY_FILTERS } from './search-params';
export type { BoardFilters } from './search-params';
export { CV_ACCEPT, cvFileProblem } from './cv-file';
