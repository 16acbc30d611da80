// The interviews module's public file: what a move or a withdrawal runs in its own transaction (decision 1143).
export { cancelUpcomingInterviews } from './service';
