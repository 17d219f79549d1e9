// Zod-free, for the report dialog of the public profile page (no zod on a first visit).

/** Why a member reports a profile or a photo, and the words the app shows for each. */
export const REPORT_REASONS = {
  spam: 'Spam or scam',
  harassment: 'Harassment or bullying',
  hate: 'Hate speech',
  sexual: 'Sexual content',
  violence: 'Violence or threats',
  illegal: 'Illegal content',
  other: 'Something else',
} as const
export type ReportReason = keyof typeof REPORT_REASONS
export const REPORT_DETAILS_MAX = 500
