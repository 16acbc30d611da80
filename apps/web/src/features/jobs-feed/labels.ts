// A posting's employment type and level, one list for every screen (src/lib; shown with `i18n._`).
export { LEVEL_MESSAGE as LEVEL_LABEL, TYPE_MESSAGE as TYPE_LABEL } from '@/lib/jobs/format';
