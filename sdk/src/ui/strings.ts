// Every text a visitor can see or hear from the widget, in one place. Separate constants
// rather than one object: the minifier can shorten their names (the 8 KB budget is tight).
export const LAUNCHER_TEXT = 'Sayso';
export const PANEL_LABEL = 'Feedback';
export const CLOSE_LABEL = 'Close feedback';
export const FRAME_TITLE = 'Feedback board';
/** Added to the launcher's name while its unread dot shows (sayso-news.js). */
export const UNREAD = 'new updates';
