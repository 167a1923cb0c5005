/** The alert button's words and its dialog's title: a module of its own, so the button does not import the dialog. */
export const ALERT_DIALOG_TITLE = 'Get these jobs by e-mail';
