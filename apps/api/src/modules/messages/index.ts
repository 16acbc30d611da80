/**
 * The messages module's public surface for other modules (issue 13): the one call the pipeline and interviews make
 * for a mail to a candidate, which also copies it into the application's conversation (decision 956).
 * Other modules import from here, never from ./service or ./routes.
 */
export { copyMailToConversation, copySentMailsToConversations, sendRecruitmentMail } from './service';
