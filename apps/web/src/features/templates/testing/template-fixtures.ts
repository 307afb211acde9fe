import { canonicalLayoutCode, templateLayoutCodes } from '@lottery/contracts';
import type { Template, TemplateGroup, TemplateItem } from '@lottery/contracts';

/** An item with every field, shaped as the server sends it. */
export const itemOf = (id: number, fields: Partial<TemplateItem> = {}): TemplateItem => ({
  id,
  title: '',
  content: '',
  content2: '',
  content3: '',
  note: '',
  iconUrl: '',
  subName: '',
  updatedTime: 1_764_000_000,
  sort: 0,
  multiContents: [],
  requireLogin: 0,
  requireRecharge: 0,
  templateType: 1,
  activeCover: 0,
  hit: null,
  badges: [],
  locked: null,
  ...fields,
});

export const groupOf = (id: number, groupName: string, items: TemplateItem[]): TemplateGroup => ({
  id,
  groupName,
  items,
});

export const templateOf = (
  id: number,
  templateCode: string,
  groups: TemplateGroup[],
  fields: Partial<Template> = {},
): Template => ({
  id,
  gameId: 110,
  templateCode,
  name: `${templateCode} 资料`,
  subName: '',
  note1: '',
  note2: '',
  colorTheme: '#c8161d,#fff1f0',
  playCateName: '特码',
  like: 0,
  likeCount: 0,
  status: 1,
  sort: 0,
  hasPoll: false,
  groups,
  ...fields,
});

const animals = ['鼠', '牛', '虎', '兔', '龙', '蛇', '马', '羊', '猴', '鸡', '狗', '猪'];
const turn = (back: number): string => String(2026_120 - back);

/** Issues newest first: the newest pending ('*'), the rest drawn, hits every other one. */
const issues = (
  base: number,
  count: number,
  item: (back: number, drawn: boolean) => Partial<TemplateItem>,
): TemplateItem[] =>
  Array.from({ length: count }, (_, back) => {
    const drawn = back > 0;
    const hit = drawn ? (back % 2 === 1 ? 1 : 0) : null;
    return itemOf(base + back, {
      title: turn(back),
      hit,
      activeCover: hit === 1 ? 1 : 0,
      note: drawn ? '' : '*等待开奖',
      ...item(back, drawn),
    });
  });

const pick = (back: number, size: number): string[] =>
  Array.from({ length: size }, (_, index) => animals[(back * 5 + index * 7) % 12] ?? '鼠');

const balls = (back: number, size: number): string[] =>
  Array.from({ length: size }, (_, index) =>
    String(((back * 11 + index * 7) % 49) + 1).padStart(2, '0'),
  );

const table = (back: number): string =>
  `<table><tr><th>类别</th><th>推荐</th><th>结果</th></tr><tr><td>特肖</td><td>${pick(back, 3).join('')}</td><td>${back ? animals[back % 12] : '?'}</td></tr><tr><td>特码</td><td>${balls(back, 4).join(' ')}</td><td>${back ? balls(back, 1)[0] : '?'}</td></tr></table>`;

const sheet = (base: number, count: number, size: number) =>
  issues(base, count, (back, drawn) => ({
    content: pick(back, size).join(''),
    content2: `主攻 ${pick(back, 2).join('')}`,
    content3: drawn ? (animals[(back * 5) % 12] ?? '') : '',
    note: drawn ? (animals[(back * 5) % 12] ?? '') : '*等待开奖',
  }));

/** Demo groups for one layout code (the upper-case twin of a lower-case code). */
const groupsFor = (code: string, base: number): TemplateGroup[] => {
  switch (code) {
    case 'MB01':
    case 'mb01A':
      return [groupOf(base, '六肖', sheet(base, 8, 6))];
    case 'MB09':
    case 'MB10':
    case 'MB11':
      return [groupOf(base, '特肖', sheet(base, 6, 2))];
    case 'MB13':
      return [
        groupOf(
          base,
          '十码',
          issues(base, 5, (back, drawn) => ({
            content: balls(back, 10).join(' '),
            note: drawn ? balls(back, 1)[0] : '*等待开奖',
          })),
        ),
      ];
    case 'MB15':
      return [
        groupOf(
          base,
          '五码',
          issues(base, 5, (back, drawn) => ({
            content: balls(back, 5).join(','),
            content3: drawn ? (balls(back, 1)[0] ?? '') : '',
          })),
        ),
      ];
    case 'MB16':
      return [
        groupOf(
          base,
          '合数',
          issues(base, 12, (back, drawn) => ({
            content: back % 2 ? '合数大' : '合数小',
            note: drawn ? String(((back * 3) % 13) + 1) : '*等待开奖',
          })),
        ),
      ];
    case 'MB12':
    case 'MB14':
    case 'MB20':
    case 'MB22':
    case 'MB23':
      return ['特码', '平特', '连肖'].map((name, index) =>
        groupOf(
          base + index * 100,
          name,
          issues(base + index * 100, 4, (back, drawn) => ({
            content:
              code === 'MB14'
                ? '龙腾虎跃迎新春，马到成功喜临门'
                : code === 'MB20'
                  ? pick(back + index, 7).join(' ')
                  : code === 'MB12'
                    ? balls(back + index, 3 + index * 3).join(',')
                    : pick(back + index, 3).join(''),
            content2:
              code === 'MB14'
                ? pick(back, 3).join(',')
                : code === 'MB20'
                  ? '七肖中特，稳中求胜'
                  : '',
            multiContents: ['特肖', '平肖', '尾数', '波色', '单双', '大小'].map((title, cell) => ({
              title,
              content:
                cell < 2
                  ? (animals[(back + cell) % 12] ?? '')
                  : (['3尾', '红波', '单', '大'][cell - 2] ?? ''),
            })),
            note: drawn ? (animals[back % 12] ?? '') : '*等待开奖',
          })),
        ),
      );
    case 'MB21':
      return [groupOf(base, '精选', sheet(base, 6, 4))];
    case 'MB24':
    case 'MB25':
    case 'JhtGshou':
      return (code === 'MB25' ? ['热帖', '精华', '新帖'] : ['论坛']).map((name, index) =>
        groupOf(
          base + index * 100,
          name,
          Array.from({ length: code === 'JhtGshou' ? 16 : 6 }, (_, row) =>
            itemOf(base + index * 100 + row, {
              title: code === 'JhtGshou' ? '' : turn(row),
              content:
                code === 'JhtGshou'
                  ? `高手${['老王', '小李', '阿强', '神算子', '六合居士'][row % 5]}`
                  : `${['独家六肖', '平特一肖', '三期必出', '绝杀两肖', '精准特码', '心水推荐'][row % 6]} 已更新`,
              content2: code === 'JhtGshou' ? `近10期 中${9 - (row % 5)}` : '',
              subName: ['type1', 'type2', 'type3', '', '', ''][row % 6] ?? '',
              badges: row === 0 ? ['精', '高手贴'] : row === 3 ? ['精'] : [],
            }),
          ),
        ),
      );
    case 'MB37':
      return [
        groupOf(
          base,
          '内幕',
          issues(base, 3, () => ({ requireLogin: 1, locked: 'login', content: '', note: '' })),
        ),
      ];
    case 'MB38':
      return [0, 1, 2, 3].map((index) =>
        groupOf(
          base + index * 100,
          turn(index),
          issues(base + index * 100, 2, (back) => ({ title: '', content: table(back + index) })),
        ),
      );
    case 'TYMB':
    case 'SYMB':
    case 'SYMB2':
    case 'SYMB3':
      return [
        groupOf(
          base,
          '心水',
          issues(base, 3, (back) => ({
            content: `<p><b>${turn(back)}期</b> 推荐：${pick(back, 8).join(' ')}</p><p style="color:red">主攻：${pick(back, 2).join('')}</p>`,
            title: '',
          })),
        ),
      ];
    case 'AD13':
    case 'AD14':
      return [
        groupOf(base, '广告', [
          itemOf(base, {
            content: `<div style="padding:18px;text-align:center;background:linear-gradient(90deg,#c8161d,#fa541c);color:#fff;font-size:16px;font-weight:700">${code} 新用户首充送 18 元</div>`,
          }),
        ]),
      ];
    default:
      // The HTML-table layouts MB26 … MB36, MB42 (and MB03 … MB08 as data sheets below).
      if (/^MB0[3-8]$/.test(code)) return [groupOf(base, '资料', sheet(base, 8, 4))];
      return ['一', '二'].map((_, index) =>
        groupOf(
          base + index * 100,
          turn(index),
          issues(base + index * 100, 3, (back) => ({
            title: turn(back),
            sort: back === 1 ? 9 : back,
            content: table(back + index),
          })),
        ),
      );
  }
};

/** One demo template of each layout code (lower-case codes carry their twin's data). */
export const layoutSamples = (): Template[] =>
  templateLayoutCodes.map((code, index) => {
    const twin = canonicalLayoutCode(code);
    const base = (index + 1) * 10_000;
    return templateOf(
      index + 1,
      code,
      groupsFor(twin === 'TYMB' && code !== 'TYMB' ? code : twin, base),
      {
        name: `${code} · ${['精准六肖', '平特一肖', '特码心水', '琴棋书画', '四季生肖'][index % 5]}`,
        note1: index % 3 === 0 ? '独家' : '',
        note2: index % 4 === 0 ? '已更新' : '',
        subName: index % 5 === 0 ? '高手推荐' : '',
        colorTheme: ['#c8161d,#fff1f0', '#1456d6,#eef4ff', '#16962a,#effaf0', '#d46b08,#fff7e6'][
          index % 4
        ],
        hasPoll: false,
      },
    );
  });
