import { describe, expect, it } from 'vitest';
import { updateBankForm } from './account';
import { setSystemConfigBody } from './operator';
import { query } from './query';
import { describeError, hasControlCharacter, textField, textMessages, z } from './validation';

describe('validation messages', () => {
  const schema = z.strictObject({ gameId: z.number().int(), name: z.string().min(2) });

  it('names the first failing field in Chinese, with where it came from', () => {
    const error = schema.safeParse({ gameId: 'x', name: 'ab' }).error!;
    expect(describeError(error, '查询参数')).toBe(
      '查询参数 参数 gameId 错误：无效输入：期望 数字，实际接收 string',
    );
  });

  it('lists unknown fields', () => {
    const error = schema.safeParse({ gameId: 1, name: 'ab', a: 1, b: 2 }).error!;
    expect(describeError(error)).toBe('包含未知参数：a、b');
  });

  it('lets reads carry the cache-busting _t and nothing unknown', () => {
    const read = query({ page: z.coerce.number().int().min(1) });
    expect(read.parse({ page: '2', _t: '1732230000000' })).toEqual({ page: 2, _t: 1732230000000 });
    expect(read.safeParse({ page: '2', other: '1' }).success).toBe(false);
  });
});

const codePoint = (c: number) => String.fromCharCode(c);
const range = (from: number, to: number) =>
  Array.from({ length: to - from + 1 }, (_, i) => codePoint(from + i));
const name = (character: string) =>
  `U+${character.charCodeAt(0).toString(16).toUpperCase().padStart(4, '0')}`;

describe('text fields', () => {
  const refused = [
    ...range(0x00, 0x1f), // C0, tab, line feed and carriage return included
    '\u007f', // DEL
    ...range(0x80, 0x9f), // C1
    '\u2028', // line separator
    '\u2029', // paragraph separator
    ...range(0x202a, 0x202e), // bidirectional embeddings and overrides
    ...range(0x2066, 0x2069), // bidirectional isolates
    '\ud800', // a lone high surrogate
    '\udfff', // a lone low surrogate
  ];

  it.each(refused.map((character) => [name(character), character]))(
    'refuse %s inside the text, naming the field',
    (_name, character) => {
      const form = z.strictObject({ nickname: textField(20) });
      const result = form.safeParse({ nickname: `小${character}张` });
      expect(result.success).toBe(false);
      expect(describeError(result.error!, '请求体')).toBe(
        `请求体 参数 nickname 错误：${textMessages.controlCharacter}`,
      );
    },
  );

  it('keep what people type: Chinese, markup characters, entities, emoji with joiners', () => {
    const field = textField(40);
    for (const typed of [
      '张伟',
      '&lt;u&gt;X&lt;/u&gt;',
      '<u>X</u> & "quotes" \'single\'',
      '👨‍👩‍👧 family',
      '🏴󠁧󠁢󠁳󠁣󠁴󠁿 flag',
      'a\u00a0b', // a no-break space is a space, not a control
      'Ｆｕｌｌ　ｗｉｄｔｈ',
    ]) {
      expect(field.parse(typed)).toBe(typed);
    }
  });

  it('trim the ends first (a pasted tab or line break at the end is not refused)', () => {
    expect(textField(10).parse(' \t张伟\r\n ')).toBe('张伟');
    expect(textField(10, { trim: false }).safeParse(' 张伟\t').success).toBe(false);
    expect(textField(10, { trim: false }).parse(' 张伟 ')).toBe(' 张伟 ');
  });

  it('refuse a NUL even in a text too long, with the control message first', () => {
    const error = textField(4).safeParse(`${'x'.repeat(100_000)}\u0000`).error!;
    expect(error.issues[0]!.message).toBe(textMessages.controlCharacter);
    expect(textField(4).safeParse('12345').success).toBe(false);
  });

  it('take line feeds only in a multi-line field, reading CRLF as LF', () => {
    const body = textField(100, { multiline: true });
    expect(body.parse('第一行\n第二行')).toBe('第一行\n第二行');
    expect(body.parse('第一行\r\n第二行')).toBe('第一行\n第二行');
    for (const bad of ['a\rb', 'a\tb', 'a\u0000b', 'a\u2028b', 'a\u000bb']) {
      expect(body.safeParse(bad).success, JSON.stringify(bad)).toBe(false);
    }
    expect(textField(100).safeParse('第一行\n第二行').success).toBe(false);
    expect(hasControlCharacter('a\nb', { multiline: true })).toBe(false);
    expect(hasControlCharacter('a\nb')).toBe(true);
  });

  it('guard the forms that answered 500 to a NUL (issue 17)', () => {
    const bank = {
      type: '2',
      bankName: '中国工商银行',
      bankAccount: '6222021234567890',
      accountName: '张伟',
      bankBranch: '北京分行',
      fundPwd: 'k1.AAAAAAAAAAAAAAAAAAAAAAAA',
    };
    expect(updateBankForm.parse(bank).bankName).toBe('中国工商银行');
    for (const field of ['bankName', 'bankAccount', 'accountName', 'bankBranch'] as const) {
      const error = updateBankForm.safeParse({ ...bank, [field]: '62220\u00002123' }).error!;
      expect(describeError(error)).toBe(`参数 ${field} 错误：${textMessages.controlCharacter}`);
    }
    const config = setSystemConfigBody.safeParse({ configKey: 'a_b', configValue: 'x\u0000' });
    expect(describeError(config.error!)).toBe(
      `参数 configValue 错误：${textMessages.controlCharacter}`,
    );
    expect(setSystemConfigBody.parse({ configKey: 'a_b', configValue: '{\n  "a": 1\n}' })).toEqual({
      configKey: 'a_b',
      configValue: '{\n  "a": 1\n}',
    });
  });
});
