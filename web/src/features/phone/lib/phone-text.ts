// The words of the installed app (docs/rules.md §10, "On a phone").

export const OFFLINE_BANNER = {
  title: 'Offline',
  text: "You're seeing what this device loaded last, read-only. Changes need a connection; what you type stays here.",
} as const;

export const UPDATE_PROMPT = {
  text: 'A new version of Clip Club is ready.',
  button: 'Update available — reload',
  later: 'Later',
} as const;
