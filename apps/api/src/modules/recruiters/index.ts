// The recruiters module's public file (issue 18): what the applications and pipeline modules call inside their
// transactions. Nothing here imports another module's service.
export { notifyNewApplication, notifyStageChange } from './notify';
