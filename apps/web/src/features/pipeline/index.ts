export { BoardPage } from './board-page';
export { ApplicationsPage } from './applications-page';
export { ApplicationPage } from './application-page';
