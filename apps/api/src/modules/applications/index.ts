// The applications module's public file: reading a CV with its access rule, for the inline viewer
// (modules/recruiters, decision 1105) and a candidate's CV (modules/candidates, decision 1205).
export { readCv, toCvFile } from './service';
