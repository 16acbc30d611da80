export { CandidateProfilePage } from './candidate-profile-page';
