export { UsersPage } from './users-page';
export { UserPage } from './user-page';
