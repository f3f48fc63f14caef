/**
 * User-facing texts of search, saved searches and filter definitions. Spread into the `messages` catalogue.
 * Texts quoted from the spec are marked; the parse errors are ours (spec doc 2 section 5 only says a query
 * must parse), written in the same voice.
 */
export const searchTexts = {
  /** Spec doc 1 section 5 / doc 2 section 5. */
  invalidFilterDefinition: 'Invalid filter definition',
  /** Spec doc 2 section 5 (saved search). */
  invalidMessageDefinition: 'Invalid message definition',
  /** Spec doc 1 section 4 (wizard, enabling a filter). */
  incomingFilterWarning:
    'Filters containing "label:", "in:", "is:", "before:" or "after:" are not recommended as they will never match incoming mail. Do you wish to continue?',
  searchErrorMissingClosingQuote: 'Missing closing quote',
  searchErrorMissingClosingParenthesis: 'Missing closing parenthesis',
  searchErrorUnexpectedClosingParenthesis: 'Unexpected closing parenthesis',
  searchErrorEmptyParentheses: 'Empty parentheses',
  searchErrorMissingClosingBrace: 'Missing closing brace',
  searchErrorUnexpectedClosingBrace: 'Unexpected closing brace',
  searchErrorEmptyBraces: 'Empty braces',
  searchErrorEmptyPhrase: 'Empty quoted phrase',
  searchErrorTooDeep: (max: number) => `Too deeply nested: at most ${max} parentheses or negations in a row`,
  searchErrorOrWithoutLeftTerm: 'Expected a search term before OR',
  searchErrorOrWithoutRightTerm: 'Expected a search term after OR',
  searchErrorAndWithoutLeftTerm: 'Expected a search term before AND',
  searchErrorAndWithoutRightTerm: 'Expected a search term after AND',
  searchErrorMissingValue: (name: string) => `Missing value after "${name}:"`,
  searchErrorInvalidValue: (name: string, value: string, allowed: readonly string[]) =>
    `Invalid value "${value}" for "${name}:". Use one of: ${allowed.join(', ')}`,
  searchErrorInvalidDate: (name: string, value: string) =>
    `Invalid date "${value}" for "${name}:". Use yyyy/mm/dd or yyyy-mm-dd`,
  searchErrorInvalidAge: (name: string, value: string) =>
    `Invalid age "${value}" for "${name}:". Use a number followed by d, m or y (e.g. 2d)`,
  searchErrorAroundWithoutWords: 'AROUND needs a plain word on each side (e.g. holiday AROUND 10 vacation)',
  searchErrorAroundInGroup: (name: string) => `AROUND cannot be used inside "${name}:(...)"`,
  searchErrorInvalidDue: (value: string) =>
    `Invalid value "${value}" for "due:". Use overdue, today, week or a date (yyyy/mm/dd)`,
} as const;
