export { ResourcesPage } from './resources-page';
