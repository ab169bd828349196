export { createMailer, MailNotConfiguredError, type Mailer, type MailerConfig, type OutgoingMail } from './mailer';
export { classificationFacts, factSentences, FACTS_IN_MESSAGE } from './factSentences';
export { createMailTranslator, mailLanguages, toMailLanguage, type MailLanguage, type MailT } from './i18n';
export { escapeHtml, renderMail, type RenderedMail } from './layout';
export * from './templates';
export { mailTheme } from './theme';
