import { searchTexts } from '../texts/search-texts.js';
import {
  isSearchFilterName,
  SEARCH_DUE_KEYWORDS,
  SEARCH_FILTERS,
  type SearchAge,
  type SearchDate,
  type SearchFilter,
  type SearchFilterName,
  type SearchQuery,
} from './search-query.js';

/** Where and why a search query failed to parse. `offset` is a UTF-16 index into the input. */
export type SearchParseError = { message: string; offset: number };
export type SearchParseResult = { ok: true; query: SearchQuery } | { ok: false; error: SearchParseError };

/** Deepest nesting of parentheses, and longest run of negations, accepted (keeps every walk of the tree shallow). */
export const MAX_SEARCH_NESTING = 50;

type Token =
  | { kind: 'open'; offset: number; brace: boolean; filter?: SearchFilterName }
  | { kind: 'close'; offset: number; brace: boolean }
  | { kind: 'neg'; offset: number }
  | { kind: 'or'; offset: number }
  | { kind: 'and'; offset: number }
  | { kind: 'around'; offset: number; distance: number }
  | { kind: 'term'; offset: number; term: SearchQuery };

class SearchSyntaxError {
  constructor(
    readonly message: string,
    readonly offset: number,
  ) {}
}

const isSpace = (char: string) => /\s/.test(char);
const isBracket = (char: string) => char === '(' || char === ')' || char === '{' || char === '}';
const isClosing = (char: string) => char === ')' || char === '}';
const endsWord = (char: string) => isSpace(char) || isBracket(char) || char === '"';

/**
 * Parses the text of the search box.
 *
 * Grammar (whitespace separates terms; upper-case `OR` binds tighter than the implicit AND, as in Gmail):
 * ```
 * query   = and
 * and     = or*                      (empty: matches everything)
 * or      = unary ("OR" unary)*
 * unary   = "-" unary | "(" and ")" | name ":(" and ")" | word "AROUND" number word | term
 * term    = word | "+" word | '"' phrase '"' | name ":" value | name ':"' value '"'
 * ```
 * Gmail's proximity and exact-word operators (support.google.com/mail/answer/7190): `holiday AROUND 10 vacation`
 * is a {@link SearchAround} (both words whole, in either order, at most 10 words apart); `+word` is the whole
 * word `word` exactly (no substring, no near forms), the same term as the one-word phrase `"word"`.
 * `name` is one of `SEARCH_FILTER_NAMES` in any case; any other `foo:bar` is a plain word. An operator in
 * front of a parenthesised group applies to every plain word and phrase inside it, keeping the group's AND,
 * OR, `-` and nesting, as Gmail does (support.google.com/mail/answer/7190): `subject:(dinner movie)` is
 * `subject:dinner subject:movie`, `from:(a.com OR b.com)` is `from:a.com OR from:b.com`; an explicit
 * `other:value` inside the group keeps its own operator, and an inner `name:(...)` group its own name. A `-` followed by
 * a space, `)` or the end is the plain word `-`. Values of `is`, `in`, `has`, `category`, `status` and
 * `due` are checked and lower-cased, dates (`yyyy/mm/dd`, `yyyy-mm-dd`) and ages (`2d`, `3m`, `1y`) are
 * parsed. Never throws: every problem is an `{ ok: false, error: { message, offset } }`.
 */
export function parseSearchQuery(input: string): SearchParseResult {
  try {
    const tokens = tokenize(input);
    const parser = new Parser(tokens);
    const terms = parser.parseAnd(0);
    const stray = parser.peek() as Extract<Token, { kind: 'close' }> | undefined;
    if (stray) throw new SearchSyntaxError(unexpectedClosing(stray.brace), stray.offset);
    return { ok: true, query: terms.length === 1 ? terms[0]! : { type: 'and', terms } };
  } catch (error) {
    if (error instanceof SearchSyntaxError) {
      return { ok: false, error: { message: error.message, offset: error.offset } };
    }
    throw error;
  }
}

function tokenize(input: string): Token[] {
  const tokens: Token[] = [];
  let i = 0;
  let afterNeg = false;
  while (i < input.length) {
    const char = input[i]!;
    if (isSpace(char)) {
      i += 1;
      continue;
    }
    const start = i;
    const negated = afterNeg;
    afterNeg = false;
    if (isBracket(char)) {
      const brace = char === '{' || char === '}';
      tokens.push(
        isClosing(char) ? { kind: 'close', offset: start, brace } : { kind: 'open', offset: start, brace },
      );
      i += 1;
    } else if (char === '"') {
      const { value, end } = readQuoted(input, start);
      if (value === '') throw new SearchSyntaxError(searchTexts.searchErrorEmptyPhrase, start);
      tokens.push({ kind: 'term', offset: start + 1, term: { type: 'text', value, exact: true } });
      i = end;
    } else if (char === '-' && i + 1 < input.length && !isSpace(input[i + 1]!) && !isClosing(input[i + 1]!)) {
      tokens.push({ kind: 'neg', offset: start });
      afterNeg = true;
      i += 1;
    } else {
      // A '-' here is a word on its own or the start of one; read up to the next separator.
      let end = i + 1;
      while (end < input.length && !endsWord(input[end]!)) end += 1;
      const word = input.slice(start, end);
      i = end;
      const colon = word.indexOf(':');
      const name = colon > 0 ? word.slice(0, colon).toLowerCase() : '';
      const around =
        word === 'AROUND' && !negated ? /^\s+(\d{1,4})(?=[\s(){}"]|$)/.exec(input.slice(end)) : null;
      if ((word === 'OR' || word === 'AND') && !negated) {
        tokens.push({ kind: word === 'OR' ? 'or' : 'and', offset: start });
      } else if (around) {
        tokens.push({ kind: 'around', offset: start, distance: Number(around[1]) });
        i = end + around[0].length;
      } else if (word.length > 1 && word.startsWith('+') && !word.includes(':')) {
        // `+word`: that exact word (Gmail); the same term as the phrase `"word"`.
        tokens.push({
          kind: 'term',
          offset: start + 1,
          term: { type: 'text', value: word.slice(1), exact: true },
        });
      } else if (isSearchFilterName(name)) {
        let value = word.slice(colon + 1);
        const valueOffset = start + colon + 1;
        if (value === '' && (input[end] === '(' || input[end] === '{')) {
          // `subject:(dinner movie)`: the operator applies to every plain term of the group (Gmail).
          tokens.push({ kind: 'open', offset: start, brace: input[end] === '{', filter: name });
          i = end + 1;
          continue;
        }
        if (value === '' && input[end] === '"') {
          const quoted = readQuoted(input, end);
          value = quoted.value;
          i = quoted.end;
        }
        if (value === '') throw new SearchSyntaxError(searchTexts.searchErrorMissingValue(name), valueOffset);
        tokens.push({ kind: 'term', offset: start, term: parseFilter(name, value, valueOffset) });
      } else {
        tokens.push({ kind: 'term', offset: start, term: { type: 'text', value: word, exact: false } });
      }
    }
  }
  return tokens;
}

/** Reads a double-quoted string starting at `start` (the opening quote). */
function readQuoted(input: string, start: number): { value: string; end: number } {
  const close = input.indexOf('"', start + 1);
  if (close === -1) throw new SearchSyntaxError(searchTexts.searchErrorMissingClosingQuote, start);
  return { value: input.slice(start + 1, close), end: close + 1 };
}

const DATE_PATTERN = /^(\d{4})[/-](\d{1,2})[/-](\d{1,2})$/;
const AGE_PATTERN = /^(\d{1,6})([dmy])$/i;

/** Parses `yyyy/mm/dd` or `yyyy-mm-dd` into a real calendar day, else `null`. */
export function parseSearchDate(value: string): SearchDate | null {
  const match = DATE_PATTERN.exec(value);
  if (!match) return null;
  const y = Number(match[1]);
  const m = Number(match[2]);
  const d = Number(match[3]);
  const date = new Date(Date.UTC(y, m - 1, d));
  if (date.getUTCFullYear() !== y || date.getUTCMonth() !== m - 1 || date.getUTCDate() !== d) return null;
  return { y, m, d };
}

function parseAge(value: string): SearchAge | null {
  const match = AGE_PATTERN.exec(value);
  if (!match) return null;
  return { n: Number(match[1]), unit: match[2]!.toLowerCase() as SearchAge['unit'] };
}

function parseFilter(name: SearchFilterName, raw: string, offset: number): SearchFilter {
  const spec = SEARCH_FILTERS[name];
  switch (spec.kind) {
    case 'text':
      return { type: 'filter', name, value: raw } as SearchFilter;
    case 'enum': {
      let value = raw.toLowerCase();
      if (name === 'category' && value === 'personal') value = 'primary';
      if (!spec.values.includes(value)) {
        throw new SearchSyntaxError(searchTexts.searchErrorInvalidValue(name, raw, spec.values), offset);
      }
      return { type: 'filter', name, value } as SearchFilter;
    }
    case 'date': {
      const date = parseSearchDate(raw);
      if (!date) throw new SearchSyntaxError(searchTexts.searchErrorInvalidDate(name, raw), offset);
      return { type: 'filter', name, value: date } as SearchFilter;
    }
    case 'age': {
      const age = parseAge(raw);
      if (!age) throw new SearchSyntaxError(searchTexts.searchErrorInvalidAge(name, raw), offset);
      return { type: 'filter', name, value: age } as SearchFilter;
    }
    case 'due': {
      const keyword = raw.toLowerCase();
      const value = SEARCH_DUE_KEYWORDS.find((k) => k === keyword) ?? parseSearchDate(raw);
      if (!value) throw new SearchSyntaxError(searchTexts.searchErrorInvalidDue(raw), offset);
      return { type: 'filter', name: 'due', value };
    }
  }
}

const unexpectedClosing = (brace: boolean) =>
  brace ? searchTexts.searchErrorUnexpectedClosingBrace : searchTexts.searchErrorUnexpectedClosingParenthesis;

class Parser {
  private index = 0;
  constructor(private readonly tokens: Token[]) {}

  peek(): Token | undefined {
    return this.tokens[this.index];
  }

  /**
   * Terms up to a closing bracket or the end, joined by whitespace or an explicit `AND`. `filter` is the
   * operator of an enclosing `name:(...)` group: every plain word or phrase inside becomes that operator's
   * value (an explicit `other:value` inside keeps its own).
   */
  parseAnd(depth: number, filter?: SearchFilterName): SearchQuery[] {
    const terms: SearchQuery[] = [];
    for (let token = this.peek(); token && token.kind !== 'close'; token = this.peek()) {
      if (token.kind === 'and') {
        this.index += 1;
        const next = this.peek();
        if (terms.length === 0)
          throw new SearchSyntaxError(searchTexts.searchErrorAndWithoutLeftTerm, token.offset);
        if (!next || next.kind === 'close' || next.kind === 'or' || next.kind === 'and') {
          throw new SearchSyntaxError(searchTexts.searchErrorAndWithoutRightTerm, token.offset);
        }
        continue;
      }
      terms.push(this.parseOr(depth, filter));
    }
    return terms;
  }

  private parseOr(depth: number, filter: SearchFilterName | undefined): SearchQuery {
    const first = this.parseUnary(depth, filter);
    const terms = [first];
    for (let token = this.peek(); token?.kind === 'or'; token = this.peek()) {
      this.index += 1;
      const next = this.peek();
      if (!next || next.kind === 'close' || next.kind === 'or' || next.kind === 'and') {
        throw new SearchSyntaxError(searchTexts.searchErrorOrWithoutRightTerm, token.offset);
      }
      terms.push(this.parseUnary(depth, filter));
    }
    return terms.length === 1 ? first : { type: 'or', terms };
  }

  private parseUnary(depth: number, filter: SearchFilterName | undefined): SearchQuery {
    // Negations are counted, not recursed into, and capped like parentheses, so the tree stays shallow.
    let negations = 0;
    let token = this.peek()!;
    while (token.kind === 'neg') {
      negations += 1;
      if (negations > MAX_SEARCH_NESTING) {
        throw new SearchSyntaxError(searchTexts.searchErrorTooDeep(MAX_SEARCH_NESTING), token.offset);
      }
      this.index += 1;
      token = this.peek()!; // the tokenizer only emits `neg` before another token
    }
    let term: SearchQuery;
    if (token.kind === 'or') {
      throw new SearchSyntaxError(searchTexts.searchErrorOrWithoutLeftTerm, token.offset);
    } else if (token.kind === 'and') {
      throw new SearchSyntaxError(searchTexts.searchErrorAndWithoutLeftTerm, token.offset);
    } else if (token.kind === 'around') {
      throw new SearchSyntaxError(searchTexts.searchErrorAroundWithoutWords, token.offset);
    } else if (token.kind === 'open') {
      term = this.parseGroup(token, depth + 1, token.filter ?? filter);
    } else {
      // `close` never reaches here: parseAnd stops before it and the tokenizer never emits `neg` before it.
      this.index += 1;
      const plain = token as Extract<Token, { kind: 'term' }>;
      const next = this.peek();
      if (next?.kind === 'around') {
        if (filter) throw new SearchSyntaxError(searchTexts.searchErrorAroundInGroup(filter), next.offset);
        term = this.parseAround(plain, next);
      } else {
        term =
          filter && plain.term.type === 'text'
            ? parseFilter(filter, plain.term.value, plain.offset)
            : plain.term;
      }
    }
    for (let n = 0; n < negations; n += 1) term = { type: 'not', term };
    return term;
  }

  /** `left AROUND n right`, with the left word already read: both sides must be plain words. */
  private parseAround(
    left: Extract<Token, { kind: 'term' }>,
    around: Extract<Token, { kind: 'around' }>,
  ): SearchQuery {
    this.index += 1;
    const right = this.peek();
    const word = (t: Token | undefined) =>
      t?.kind === 'term' && t.term.type === 'text' && /^[\p{L}\p{N}]+$/u.test(t.term.value)
        ? t.term.value.toLowerCase()
        : null;
    const a = word(left);
    const b = word(right);
    if (a === null || b === null) {
      throw new SearchSyntaxError(searchTexts.searchErrorAroundWithoutWords, around.offset);
    }
    this.index += 1;
    return { type: 'around', left: a, right: b, distance: around.distance };
  }

  /** `( ... )` is an AND of its terms, `{ ... }` an OR of them (Gmail's braces). */
  private parseGroup(
    open: Extract<Token, { kind: 'open' }>,
    depth: number,
    filter: SearchFilterName | undefined,
  ): SearchQuery {
    if (depth > MAX_SEARCH_NESTING) {
      throw new SearchSyntaxError(searchTexts.searchErrorTooDeep(MAX_SEARCH_NESTING), open.offset);
    }
    this.index += 1;
    const missing = open.brace
      ? searchTexts.searchErrorMissingClosingBrace
      : searchTexts.searchErrorMissingClosingParenthesis;
    const first = this.peek();
    if (first?.kind === 'close' && first.brace === open.brace) {
      throw new SearchSyntaxError(
        open.brace ? searchTexts.searchErrorEmptyBraces : searchTexts.searchErrorEmptyParentheses,
        open.offset,
      );
    }
    const terms = this.parseAnd(depth, filter);
    const close = this.peek();
    if (close?.kind !== 'close') throw new SearchSyntaxError(missing, open.offset);
    if (close.brace !== open.brace) throw new SearchSyntaxError(unexpectedClosing(close.brace), close.offset);
    this.index += 1;
    if (terms.length === 1) return terms[0]!;
    return { type: open.brace ? 'or' : 'and', terms };
  }
}
