import { describe, expect, it } from 'vitest';
import { errorCatalog } from './error-catalog';
import { zodiacs } from './draws';
import {
  canVote,
  groupTitle,
  heShuOf,
  heShuSizeOf,
  highlightedLabels,
  isPendingNote,
  issueTitle,
  labelOfZodiac,
  lockOf,
  lockTexts,
  numbersInNote,
  qinQiShuHua,
  seasons,
  templateLockOf,
  voteBlocker,
  voteTexts,
  zodiacGenders,
} from './template-rules';
import {
  canonicalLayoutCode,
  isTemplateLayoutCode,
  templateInfoPath,
  templateLayoutCodes,
  templateListQuery,
  templatePollPath,
  templateVoteBody,
} from './templates';

describe('zodiac groupings', () => {
  it.each([
    ['琴棋书画', qinQiShuHua],
    ['seasons', seasons],
    ['genders', zodiacGenders],
  ])('%s put each of the 12 animals in exactly one label', (_, grouping) => {
    const all = Object.values(grouping).flat();
    expect([...all].sort()).toEqual([...zodiacs].sort());
  });

  it('keeps the spec groups', () => {
    expect(labelOfZodiac(qinQiShuHua, '鸡')).toBe('琴');
    expect(labelOfZodiac(qinQiShuHua, '狗')).toBe('棋');
    expect(labelOfZodiac(qinQiShuHua, '虎')).toBe('书');
    expect(labelOfZodiac(qinQiShuHua, '猪')).toBe('画');
    expect(labelOfZodiac(seasons, '兔')).toBe('春');
    expect(labelOfZodiac(seasons, '牛')).toBe('夏');
    expect(labelOfZodiac(seasons, '龙')).toBe('秋');
    expect(labelOfZodiac(seasons, '羊')).toBe('冬');
    expect(labelOfZodiac(zodiacGenders, '龙')).toBe('男肖');
    expect(labelOfZodiac(zodiacGenders, '鸡')).toBe('女肖');
    expect(labelOfZodiac(qinQiShuHua, '猫')).toBeUndefined();
  });

  it('highlights the labels whose animals are in the note, tags ignored', () => {
    expect(highlightedLabels(qinQiShuHua, '<b>猴</b>49')).toEqual(['画']);
    expect(highlightedLabels(seasons, '开：鸡、鼠')).toEqual(['春', '夏']);
    expect(highlightedLabels(seasons, '待开*')).toEqual([]);
  });
});

describe('合数', () => {
  it('sums the two digits of a ball', () => {
    expect(heShuOf(1)).toBe(1);
    expect(heShuOf(7)).toBe(7);
    expect(heShuOf(10)).toBe(1);
    expect(heShuOf(39)).toBe(12);
    expect(heShuOf(49)).toBe(13);
  });

  it('marks 1–6 合数小 and 7–13 合数大', () => {
    expect(heShuSizeOf(1)).toBe('合数小');
    expect(heShuSizeOf(6)).toBe('合数小');
    expect(heShuSizeOf(7)).toBe('合数大');
    expect(heShuSizeOf(13)).toBe('合数大');
    expect(heShuSizeOf(0)).toBeUndefined();
    expect(heShuSizeOf(14)).toBeUndefined();
  });

  it('reads the numbers of a note', () => {
    expect(numbersInNote('开 <b>07</b>, 49 和 50')).toEqual([7, 49]);
  });
});

describe('item display', () => {
  it('titles issues and groups with 期', () => {
    expect(issueTitle('2026118')).toBe('2026118期');
    expect(groupTitle('2026118')).toBe('2026118期');
    expect(groupTitle('118期')).toBe('118期');
  });
  it('flags notes with * as pending', () => {
    expect(isPendingNote('待开*')).toBe(true);
    expect(isPendingNote('猴49')).toBe(false);
  });
});

describe('the lock rule', () => {
  const free = { requireLogin: 0, requireRecharge: 0 };
  const login = { requireLogin: 1, requireRecharge: 0 };
  const recharge = { requireLogin: 0, requireRecharge: 1 };
  const both = { requireLogin: 1, requireRecharge: 1 };
  const member = { type: 'HY', rechMoney: 0 };
  const vip = { type: 'HY', rechMoney: 100 };
  const trial = { type: 'TEST', rechMoney: 0 };

  it('locks login items for guests and trial accounts only', () => {
    expect(lockOf(login, null)).toBe('login');
    expect(lockOf(login, trial)).toBe('login');
    expect(lockOf(login, member)).toBeNull();
    expect(lockOf(free, null)).toBeNull();
  });

  it('locks recharge items until the viewer has recharged', () => {
    expect(lockOf(recharge, null)).toBe('recharge');
    expect(lockOf(recharge, member)).toBe('recharge');
    expect(lockOf(recharge, { type: 'HY' })).toBe('recharge');
    expect(lockOf(recharge, { type: 'HY', rechMoney: null })).toBe('recharge');
    expect(lockOf(recharge, vip)).toBeNull();
  });

  it('asks for login before recharge', () => {
    expect(lockOf(both, null)).toBe('login');
    expect(lockOf(both, member)).toBe('recharge');
    expect(lockOf(both, vip)).toBeNull();
  });

  it('locks MB37 by its first item', () => {
    expect(templateLockOf([{ items: [login, free] }], null)).toBe('login');
    expect(templateLockOf([{ items: [free, login] }], null)).toBeNull();
    expect(templateLockOf([], null)).toBeNull();
  });

  it('keeps the spec texts', () => {
    expect(lockTexts).toEqual({
      login: '登陆后可以解锁查看！',
      recharge: '请充值任意金额开通VIP！',
    });
  });
});

describe('votes', () => {
  it('blocks a vote without an option or after one', () => {
    expect(voteBlocker({ optionId: null }, undefined)).toBe('请先选择投票内容！');
    expect(voteBlocker({ optionId: 3 }, 4)).toBe('您已经投票过了！');
    expect(voteBlocker({ optionId: null }, 4)).toBeNull();
    expect(canVote({ pollStatus: 1, optionId: null })).toBe(true);
    expect(canVote({ pollStatus: 0, optionId: null })).toBe(false);
    expect(canVote({ pollStatus: 1, optionId: 2 })).toBe(false);
  });

  it('answers with the same texts from the server', () => {
    expect(errorCatalog['TPL/ALREADY_VOTED'].message).toBe(voteTexts.alreadyVoted);
    expect(errorCatalog['TPL/OPTION_REQUIRED'].message).toBe(voteTexts.chooseOption);
    expect(voteTexts.success).toBe('投票成功！');
  });

  it('takes vote 1 only', () => {
    expect(templateVoteBody.parse({ documentId: 1, optionId: 2 }).vote).toBe(1);
    expect(templateVoteBody.safeParse({ documentId: 1, optionId: 2, vote: 2 }).success).toBe(false);
    expect(templateVoteBody.safeParse({ optionId: 1 }).success).toBe(false);
  });
});

describe('layout codes', () => {
  it('lists every code of the spec', () => {
    for (const code of ['MB01', 'MB03', 'MB38', 'MB42', 'TYMB', 'SYMB', 'SYMB2', 'SYMB3']) {
      expect(isTemplateLayoutCode(code), code).toBe(true);
    }
    for (const code of ['JhtGshou', 'mb01A', 'mb01', 'mb43', 'AD13', 'AD14']) {
      expect(isTemplateLayoutCode(code), code).toBe(true);
    }
    expect(isTemplateLayoutCode('MB02')).toBe(false);
    expect(isTemplateLayoutCode('MB39')).toBe(false);
    expect(templateLayoutCodes).toHaveLength(1 + 36 + 1 + 6 + 43 + 2);
  });

  it('renders lower-case codes with their upper-case layout, or TYMB', () => {
    expect(canonicalLayoutCode('mb16')).toBe('MB16');
    expect(canonicalLayoutCode('mb40')).toBe('TYMB');
    expect(canonicalLayoutCode('mb01A')).toBe('mb01A');
    expect(canonicalLayoutCode('MB37')).toBe('MB37');
  });
});

describe('template calls', () => {
  it('builds the info and poll paths', () => {
    expect(templateInfoPath(110, 5)).toBe('/game-document/template/info/110/5');
    expect(templateInfoPath(110, 5, 9, 'h5')).toBe('/game-document/template/info/110/5/9/h5');
    expect(templatePollPath(5)).toBe('/game-document/template/5/vote');
  });

  it('pages 20 by default and refuses unknown codes and fields', () => {
    const parsed = templateListQuery.parse({ gameId: '110' });
    expect(parsed).toMatchObject({ gameId: 110, page: 1, rows: 20, playCateName: '' });
    expect(templateListQuery.safeParse({ gameId: 110, templateCode: 'XX' }).success).toBe(false);
    expect(templateListQuery.safeParse({ gameId: 110, rows: 101 }).success).toBe(false);
    expect(templateListQuery.safeParse({ gameId: 110, nope: 1 }).success).toBe(false);
    expect(templateListQuery.safeParse({}).success).toBe(false);
  });
});
