export { MessagesPage } from './messages-page';
export { ApplicationMessages, MyApplicationMessages } from './application-conversation';
