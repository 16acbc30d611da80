export { CandidatesPage } from './candidates-page';
export { CandidatePage } from './candidate-page';
