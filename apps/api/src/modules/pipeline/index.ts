// The pipeline module's public file: the stage move other modules run inside their own transaction (the reject with a
// mail template, modules/recruiters, decision 1102) and the application they answer with.
export { getApplication, moveInTx } from './service';
