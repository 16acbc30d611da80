// The recruiters module's public file (issue 18): what other modules call inside their transactions. Nothing here
// imports another module's service.
export {
  notifyAlertMatches,
  notifyInterview,
  notifyMessage,
  notifyNewApplication,
  notifyStageChange,
  readMessageNotifications,
} from './notify';
