// The stage names are shared by every recruitment screen (src/lib).
export { STAGE_NAMES } from '@/lib/recruitment-labels';
