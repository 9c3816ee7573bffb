// Every text a visitor can see or hear from the widget, in one place.
export const strings = {
  launcherText: 'Sayso',
  panelLabel: 'Feedback',
  close: 'Close feedback',
  frameTitle: 'Feedback board',
} as const;
