import { canonicalLayoutCode, lowerLayoutCodes, namedLayoutCodes } from '@lottery/contracts';
import type { ItemStyle } from '../modules/templates/item-render';
import type { PredictorKind } from '../modules/templates/predictions';

/**
 * The demo's prediction templates: one card of every layout code per game (spec part 2 §2.1),
 * each with its groups and what they predict. The items themselves are computed from the draws
 * (modules/templates/issue-writer.ts).
 */

export interface DemoGroup {
  name: string;
  parts: PredictorKind[];
}

export interface DemoTemplate {
  code: string;
  name: string;
  playCateName: string;
  style: ItemStyle;
  groups: DemoGroup[];
  /** The items of the turn not drawn yet need sign-in / a recharge. */
  lock?: { login?: boolean; recharge?: boolean };
  /** A zodiac poll per open turn. */
  poll?: boolean;
}

const one = (name: string, ...parts: PredictorKind[]): DemoGroup[] => [{ name, parts }];

const tables: Record<string, Omit<DemoTemplate, 'code' | 'style'>> = {
  MB26: { name: '特码资料表', playCateName: '特码', groups: one('特码', 'numbers10', 'zodiac3') },
  MB27: { name: '生肖资料表', playCateName: '生肖', groups: one('生肖', 'zodiac6', 'kill3') },
  MB29: { name: '波色资料表', playCateName: '波色', groups: one('波色', 'color', 'oddEven') },
  MB30: {
    name: 'VIP 内幕表',
    playCateName: '特码',
    groups: one('内幕', 'zodiac1', 'numbers10'),
    lock: { recharge: true },
  },
  MB31: { name: '尾数资料表', playCateName: '尾数', groups: one('尾数', 'tail3', 'bigSmall') },
  MB32: { name: '单双资料表', playCateName: '单双', groups: one('单双', 'oddEven', 'heShu') },
  MB33: { name: '大小资料表', playCateName: '大小', groups: one('大小', 'bigSmall', 'heShu') },
  MB34: { name: '五行资料表', playCateName: '五行', groups: one('五行', 'zodiac3', 'color') },
  MB35: {
    name: '家禽野兽表',
    playCateName: '家禽野兽',
    groups: one('家野', 'zodiac6', 'gender'),
  },
  MB36: { name: '平特资料表', playCateName: '平特', groups: one('平特', 'pingte', 'zodiac3') },
  MB37: {
    name: '绝密资料',
    playCateName: '特码',
    groups: one('绝密', 'zodiac1', 'numbers10', 'color'),
    lock: { login: true, recharge: true },
  },
  MB38: {
    name: '三组精选',
    playCateName: '特码',
    groups: [
      { name: '一组', parts: ['zodiac3'] },
      { name: '二组', parts: ['numbers10'] },
      { name: '三组', parts: ['color'] },
      { name: '四组', parts: ['tail3'] },
    ],
  },
  MB42: {
    name: '综合排行表',
    playCateName: '特码',
    groups: [
      { name: '生肖', parts: ['zodiac6', 'qqsh'] },
      { name: '号码', parts: ['numbers24', 'heShu'] },
    ],
  },
};

const named: Record<string, Omit<DemoTemplate, 'code'>> = {
  MB01: {
    name: '精准六肖',
    playCateName: '生肖',
    style: 'plain',
    groups: one('六肖', 'zodiac6'),
    lock: { login: true },
  },
  MB03: {
    name: '十码中特',
    playCateName: '特码',
    style: 'plain',
    groups: one('十码', 'numbers10'),
  },
  MB04: { name: '三肖必中', playCateName: '生肖', style: 'plain', groups: one('三肖', 'zodiac3') },
  MB05: {
    name: '杀三肖',
    playCateName: '生肖',
    style: 'plain',
    groups: one('杀肖', 'kill3'),
    lock: { recharge: true },
  },
  MB06: { name: '单双中特', playCateName: '单双', style: 'plain', groups: one('单双', 'oddEven') },
  MB07: { name: '大小中特', playCateName: '大小', style: 'plain', groups: one('大小', 'bigSmall') },
  MB08: { name: '三尾中特', playCateName: '尾数', style: 'plain', groups: one('三尾', 'tail3') },
  MB09: { name: '琴棋书画', playCateName: '生肖', style: 'plain', groups: one('琴棋书画', 'qqsh') },
  MB10: { name: '男女特肖', playCateName: '生肖', style: 'plain', groups: one('男女', 'gender') },
  MB11: { name: '四季生肖', playCateName: '生肖', style: 'plain', groups: one('四季', 'season') },
  MB12: {
    name: '精选号码',
    playCateName: '特码',
    style: 'balls',
    groups: [
      { name: '十码', parts: ['numbers10'] },
      { name: '二十四码', parts: ['numbers24'] },
    ],
  },
  MB13: {
    name: '十码中特号',
    playCateName: '特码',
    style: 'plain',
    groups: one('十码', 'numbers10'),
  },
  MB14: {
    name: '特肖诗',
    playCateName: '生肖',
    style: 'poem',
    groups: [
      { name: '特肖诗', parts: ['zodiac3'] },
      { name: '平特诗', parts: ['pingte'] },
    ],
  },
  MB15: { name: '一肖中特', playCateName: '生肖', style: 'plain', groups: one('一肖', 'zodiac1') },
  MB16: { name: '合数大小', playCateName: '特码', style: 'plain', groups: one('合数', 'heShu') },
  MB17: { name: '波色中特', playCateName: '波色', style: 'rich', groups: one('波色', 'color') },
  MB18: { name: '平特一肖', playCateName: '平特', style: 'rich', groups: one('平特', 'pingte') },
  MB19: {
    name: '特码综合',
    playCateName: '特码',
    style: 'rich',
    groups: one('综合', 'zodiac3', 'numbers10'),
  },
  MB20: {
    name: '七肖中特',
    playCateName: '生肖',
    style: 'plain',
    groups: [
      { name: '七肖', parts: ['zodiac7'] },
      { name: '六肖', parts: ['zodiac6'] },
    ],
  },
  MB21: { name: '一肖一码', playCateName: '特码', style: 'plain', groups: one('一肖', 'zodiac1') },
  MB22: {
    name: '综合资料',
    playCateName: '特码',
    style: 'grid',
    groups: [
      { name: '综合', parts: ['zodiac3', 'color', 'oddEven', 'bigSmall', 'heShu', 'tail3'] },
      { name: '生肖', parts: ['zodiac6', 'qqsh', 'season', 'gender'] },
    ],
  },
  MB23: {
    name: '三期必出',
    playCateName: '特码',
    style: 'plain',
    groups: [
      { name: '三肖', parts: ['zodiac3'] },
      { name: '十码', parts: ['numbers10'] },
    ],
  },
  MB24: { name: '高手论坛', playCateName: '特码', style: 'post', groups: one('最新', 'zodiac3') },
  MB25: {
    name: '高手排行',
    playCateName: '特码',
    style: 'post',
    groups: [
      { name: '特码', parts: ['numbers10'] },
      { name: '生肖', parts: ['zodiac3'] },
      { name: '平特', parts: ['pingte'] },
    ],
  },
  ...Object.fromEntries(
    Object.entries(tables).map(([code, spec]) => [code, { ...spec, style: 'table' as const }]),
  ),
  MB28: {
    name: '特码走势表',
    playCateName: '特码',
    style: 'table',
    groups: one('走势', 'numbers10', 'bigSmall'),
  },
  TYMB: {
    name: '综合推荐',
    playCateName: '特码',
    style: 'rich',
    groups: one('推荐', 'zodiac6', 'numbers10', 'color'),
  },
  SYMB: {
    name: '六合宝典',
    playCateName: '特码',
    style: 'rich',
    groups: one('宝典', 'zodiac1', 'zodiac3', 'zodiac6', 'numbers10', 'color', 'tail3'),
  },
  SYMB2: {
    name: '合数单双',
    playCateName: '单双',
    style: 'rich',
    groups: one('合数', 'heShu', 'bigSmall', 'oddEven'),
  },
  SYMB3: {
    name: '生肖投票',
    playCateName: '生肖',
    style: 'rich',
    groups: one('网友推荐', 'zodiac3'),
    poll: true,
  },
  JhtGshou: {
    name: '精华高手',
    playCateName: '特码',
    style: 'post',
    groups: one('精华', 'zodiac3'),
  },
  mb01A: { name: '六肖精简', playCateName: '生肖', style: 'plain', groups: one('六肖', 'zodiac6') },
};

/** Every layout code's demo template: the named codes, then mb01–mb43 by their layout. */
export const demoTemplates = (): DemoTemplate[] => [
  ...namedLayoutCodes.map((code) => {
    const spec = named[code];
    if (!spec) throw new Error(`no demo template for ${code}`);
    return { code, ...spec };
  }),
  ...lowerLayoutCodes.map((code) => {
    const layout = canonicalLayoutCode(code);
    const spec = named[layout];
    const base = spec && layout !== 'TYMB' ? spec : named.TYMB;
    if (!base) throw new Error(`no demo template for ${code}`);
    const { lock: _lock, poll: _poll, ...rest } = base;
    return { ...rest, code, name: `精选${rest.name}` };
  }),
];

export const demoNoteTags: readonly (readonly [string, string])[] = [
  ['独家', '免费'],
  ['精准', '推荐'],
  ['热门', '高手'],
  ['VIP', '内部'],
];

export const demoColorThemes: readonly string[] = [
  '#e53935,#ffebee',
  '#1e88e5,#e3f2fd',
  '#43a047,#e8f5e9',
  '#fb8c00,#fff3e0',
  '#8e24aa,#f3e5f5',
];

/** The ad cards among the templates (spec: AD13, AD14). */
export const demoTemplateAds = [
  { code: 'AD13', name: '首充优惠', text: '首充即送 20%', redirectUrl: '/promotional' },
  { code: 'AD14', name: '聊天室', text: '加入六合聊天室', redirectUrl: '/chat-rooms' },
] as const;
