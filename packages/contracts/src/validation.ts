import { z } from 'zod';

z.config(z.locales.zhCN());

type Issue = z.core.$ZodIssue;

const fieldOf = (issue: Issue): string => {
  if (issue.code === 'unrecognized_keys') return issue.keys.join('、');
  return issue.path.map(String).join('.');
};

/** One Chinese sentence naming the first failing field, e.g. `参数 gameId 错误：…`. */
export const describeIssue = (issue: Issue, location?: string): string => {
  const field = fieldOf(issue);
  const where = location ? `${location} ` : '';
  if (issue.code === 'unrecognized_keys') return `${where}包含未知参数：${field}`;
  if (!field) return `${where}参数错误：${issue.message}`;
  return `${where}参数 ${field} 错误：${issue.message}`;
};

export const describeError = (error: z.ZodError, location?: string): string => {
  const [first] = error.issues;
  return first ? describeIssue(first, location) : '请求参数错误';
};

/**
 * Characters no text field accepts: the C0 and C1 controls and DEL (`\p{Cc}`: NUL breaks
 * PostgreSQL's text, the others are invisible or move the cursor), lone UTF-16 surrogates
 * (`\p{Cs}`: no UTF-8 for them), the line and paragraph separators U+2028/U+2029 (a line break
 * in a one-line field) and the bidirectional embeddings, overrides and isolates U+202A–U+202E,
 * U+2066–U+2069 (text shown in another order than stored: a nickname posing as another). Other
 * format characters stay: the zero-width joiner and the tag characters build emoji.
 */
const controlCharacter = /[\p{Cc}\p{Cs}\u2028\u2029\u202A-\u202E\u2066-\u2069]/u;
/** The same, except the line feed of a multi-line field. */
const controlCharacterBesideNewline = /(?!\n)[\p{Cc}\p{Cs}\u2028\u2029\u202A-\u202E\u2066-\u2069]/u;

export const textMessages = { controlCharacter: '不能包含控制字符' } as const;

/** True when the text holds a character no field accepts (`\n` allowed when multi-line). */
export const hasControlCharacter = (value: string, options: { multiline?: boolean } = {}) =>
  (options.multiline ? controlCharacterBesideNewline : controlCharacter).test(value);

export interface TextFieldOptions {
  /** White space at both ends removed before the checks; default true. */
  trim?: boolean;
  /** Several lines: `\n` accepted, and `\r\n` (what a browser's textarea sends) read as `\n`. */
  multiline?: boolean;
}

/**
 * Every text a client sends is one of these: at most `max` characters and no control character
 * (a 400 naming the field: `请求体 参数 nickname 错误：不能包含控制字符`). What passes is stored as
 * it came: plain text is never unescaped or stripped of markup, whoever shows it escapes it.
 */
export const textField = (
  max: number,
  { trim = true, multiline = false }: TextFieldOptions = {},
) => {
  let schema = z.string();
  if (trim) schema = schema.trim();
  if (multiline) schema = schema.overwrite((value) => value.replace(/\r\n/g, '\n'));
  return schema
    .refine((value) => !hasControlCharacter(value, { multiline }), textMessages.controlCharacter)
    .max(max);
};

export { z };
