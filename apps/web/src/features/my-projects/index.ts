export { MyProjectsPage, ProjectStatusList } from './my-projects-page';
