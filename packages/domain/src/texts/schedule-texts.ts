/**
 * User-facing texts of scheduled send and snooze. Spread into the `messages` catalogue. The quick option
 * names follow the spec's list (doc 2 section 5 "Quick send times"); wording of the labels is ours.
 */
export const scheduleTexts = {
  scheduleQuickOptionLabels: {
    later_today: 'Later today',
    tomorrow_morning: 'Tomorrow morning',
    next_week: 'Next week',
    weekend: 'Weekend',
    later_this_week: 'Later this week',
  },
  /** date-fns `format` patterns of a suggested time: this year, and another year. */
  scheduleDateFormat: 'EEE, MMM d, h:mm a',
  scheduleDateFormatWithYear: 'EEE, MMM d, yyyy, h:mm a',
  /** Why Done is disabled (spec doc 2 section 5: "at least 60 seconds from now"). */
  scheduleTimeTooSoon: 'Choose a time at least a minute from now',
  scheduleNoSuggestions: 'No matching dates',
} as const;
