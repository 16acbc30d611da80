// Enumerations shown on the posting's page, one list for every screen (src/lib; shown with `i18n._`).
export { LEVEL_MESSAGE as LEVEL_LABEL, TYPE_MESSAGE as TYPE_LABEL } from '@/lib/jobs/format';
export { STAGE_NAMES as STAGE_LABEL } from '@/lib/recruitment-labels';
