// The applications module's public file: reading a CV with its access rule, for the inline viewer
// (modules/recruiters, decision 1105).
export { readCv } from './service';
