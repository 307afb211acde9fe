import { libraryBoards, libraryPageSize } from '@lottery/contracts';
import type { Db } from '../db/client';
import type { NewLibraryArticle } from '../modules/library/library.service';
import type { Services } from '../services';
import { bannerSvg } from './demo-art';
import { pick, prngOf, type Random } from './demo-random';

/** An article as the demo writes it (its category and time are added by the generator). */
interface DemoArticle {
  title: string;
  summary: string;
  author: string;
  bodyHtml: string;
  coverUrl?: string;
}

/** What a category's `index`-th article (0 the newest) says; `turn` names its day's period. */
type Writer = (
  random: Random,
  index: number,
  turn: string,
  covers: readonly string[],
) => DemoArticle;

interface DemoCategory {
  code: string;
  name: string;
  count: number;
  /** Minutes between two articles. */
  spacing: number;
  /** How many cover pictures the category draws (0: none). */
  covers: number;
  write: Writer;
}

const boardName = (code: string) =>
  libraryBoards.find((board) => board.code === code)?.name ?? code;

const zodiacs = ['鼠', '牛', '虎', '兔', '龙', '蛇', '马', '羊', '猴', '鸡', '狗', '猪'];
const waves = ['红波', '绿波', '蓝波'];
const signOff = '<p><font color="#999999">以上内容仅供参考，请理性购彩。</font></p>';

const distinct = <T>(random: Random, items: readonly T[], count: number): T[] => {
  const pool = [...items];
  const chosen: T[] = [];
  while (chosen.length < count && pool.length > 0) {
    chosen.push(pool.splice(Math.floor(random() * pool.length), 1)[0] as T);
  }
  return chosen;
};

const balls = Array.from({ length: 49 }, (_, i) => i + 1);
const numbers = (random: Random, count: number) =>
  distinct(random, balls, count)
    .sort((a, b) => a - b)
    .map((n) => String(n).padStart(2, '0'))
    .join(' ');
const animals = (random: Random, count: number) => distinct(random, zodiacs, count).join(' ');

const paragraphs = (...lines: string[]) => lines.map((line) => `<p>${line}</p>`).join('');

// ── 水坛论坛: members' posts, one every two and a half hours ─────────────────────────────────

const forumTopics = [
  '平特一肖稳中求胜',
  '三中三心水推荐',
  '特码大小走势分析',
  '波色连开复盘',
  '家禽野兽参考',
  '单双规律讨论',
  '尾数冷热统计',
  '六肖中特心得',
  '合数单双看法',
  '头数走势交流',
  '五行生克推算',
  '半波心水分享',
  '四肖八码参考',
  '杀三肖经验帖',
  '特码区间观察',
];
const forumAuthors = [
  '水坛老将',
  '六合闲人',
  '澳门阿星',
  '彩海拾贝',
  '一码当先',
  '心水小王子',
  '老黄历',
  '金牌绝杀',
  '蓝波达人',
  '平特王',
  '看图说话',
  '不中不休',
];

const writeForumPost: Writer = (random, index, turn) => {
  const topic = forumTopics[index % forumTopics.length] ?? '';
  const picks = animals(random, 3);
  const wave = pick(random, waves);
  return {
    title: `第${turn}期 ${topic}`,
    summary: `本期看好${picks}，${wave}为主，附参考号码与近期走势，欢迎坛友交流。`,
    author: pick(random, forumAuthors),
    bodyHtml:
      paragraphs(
        `各位坛友好，第${turn}期${topic}，先说结论：`,
        `本期心水生肖：<strong>${picks}</strong>`,
        `主攻波色：<strong>${wave}</strong>，防${pick(random, waves)}。`,
        `参考号码：${numbers(random, 8)}`,
      ) +
      `<ul><li>近十期${pick(random, zodiacs)}出现${1 + Math.floor(random() * 4)}次</li><li>${pick(random, ['大数', '小数'])}连开${2 + Math.floor(random() * 4)}期，留意转换</li><li>尾数${Math.floor(random() * 10)}已遗漏${5 + Math.floor(random() * 20)}期</li></ul>` +
      signOff,
  };
};

// ── 高手资料 ─────────────────────────────────────────────────────────────────────────────────

const masters = ['铁算盘', '神算子', '赛诸葛', '六合居士', '聚宝盆', '百晓生'];
const masterTopics = [
  '特码必看要点',
  '连续十期平特复盘',
  '三期必出一肖',
  '六肖公式推算',
  '五行配码心法',
  '波色遗漏规律',
  '大小单双转换点',
  '尾数公式实战',
];

const writeMasterDocument: Writer = (random, index, turn, covers) => {
  const master = masters[index % masters.length] ?? '';
  const topic = masterTopics[index % masterTopics.length] ?? '';
  return {
    title: `${master}｜${topic}`,
    summary: `第${turn}期，${master}独家整理，重点看${animals(random, 2)}。`,
    author: master,
    coverUrl: index % 3 === 0 ? pick(random, covers) : '',
    bodyHtml:
      paragraphs(
        `${master}按近三十期的开奖整理出本期思路，供各位参考。`,
        `精选六肖：<strong>${animals(random, 6)}</strong>`,
        `十码：${numbers(random, 10)}`,
        `提示：${pick(random, waves)}近期偏热，${pick(random, waves)}遗漏较久。`,
      ) + signOff,
  };
};

// ── 公开资料 ─────────────────────────────────────────────────────────────────────────────────

const publicTitles = [
  '号码属性对照表',
  '波色号码一览',
  '五行号码对照',
  '家禽野兽分类',
  '合数单双对照',
  '头数尾数对照',
  '大小单双对照表',
  '历史同期开奖回顾',
  '平特走势汇总',
];

const writePublicDocument: Writer = (random, index, turn) => {
  const name = publicTitles[index % publicTitles.length] ?? '';
  return {
    title: `第${turn}期 ${name}`,
    summary: `公开资料：${name}，按期整理，免费查看。`,
    author: '资料组',
    bodyHtml:
      paragraphs(`${name}（第${turn}期整理）`) +
      `<table><thead><tr><th>分类</th><th>号码</th></tr></thead><tbody>${waves
        .map((wave) => `<tr><td>${wave}</td><td>${numbers(random, 6)}</td></tr>`)
        .join('')}</tbody></table>` +
      signOff,
  };
};

// ── 玩法规则: one article per play ──────────────────────────────────────────────────────────

const rules: readonly { title: string; summary: string; body: string }[] = [
  {
    title: '特码玩法说明',
    summary: '以开奖的第七个号码（特码）为准，选中即中奖。',
    body: '每期开出七个号码，前六个为正码，第七个为特码。特码玩法即竞猜特码的号码，01 至 49 任选。例：投注 15，开奖特码为 15 即中奖。',
  },
  {
    title: '正码玩法说明',
    summary: '竞猜六个正码，所选号码在正码中出现即中奖。',
    body: '从 01 至 49 中选择号码，只要与开出的六个正码之一相同即中奖，与顺序无关。例：投注 08，正码为 03 08 17 22 35 41，即中奖。',
  },
  {
    title: '正码特玩法说明',
    summary: '指定正码的位置（正一至正六）竞猜号码。',
    body: '正码特分正一特至正六特，按开奖顺序对应位置。例：投注正三特 17，第三个正码为 17 即中奖。',
  },
  {
    title: '连码玩法说明',
    summary: '三中三、二中二、特串等，所选号码同时开出才中奖。',
    body: '三中三：选三个号码，三个都在正码中开出即中奖。二中二：选两个号码，都在正码中即中奖。特串：选两个号码，一个为正码、一个为特码即中奖。',
  },
  {
    title: '生肖玩法说明',
    summary: '特肖、一肖、合肖：以号码对应的生肖投注。',
    body: '每个号码按当年农历生肖对应一个生肖。特肖：特码的生肖与所选相同即中奖。一肖：七个号码中有所选生肖即中奖。合肖：选二至十一个生肖，特码的生肖在其中即中奖。',
  },
  {
    title: '波色玩法说明',
    summary: '号码分红、绿、蓝三种波色，竞猜特码的波色。',
    body: '01 至 49 每个号码都有固定的波色（红波、绿波、蓝波）。投注红波，特码为红波号码即中奖。特码为 49 时按和局处理，以具体规则为准。',
  },
  {
    title: '半波玩法说明',
    summary: '波色与大小、单双组合，如红大、蓝单。',
    body: '半波把波色和大小或单双组合成十二种结果，例如红大、红小、绿单、蓝双。特码同时符合两种属性即中奖。',
  },
  {
    title: '两面玩法说明',
    summary: '特码大小、单双、合数大小单双、尾数大小。',
    body: '特码 25 至 48 为大，01 至 24 为小；单数为单，双数为双。合数为特码个位与十位之和。特码为 49 时两面玩法按和局处理。',
  },
  {
    title: '尾数玩法说明',
    summary: '以号码的个位数投注，0 尾至 9 尾。',
    body: '尾数即号码的个位数，例如 27 为 7 尾。正特尾数：七个号码中有所选尾数即中奖；特码尾数：特码的尾数与所选相同即中奖。',
  },
  {
    title: '不中玩法说明',
    summary: '五不中至十二不中：所选号码全部未开出即中奖。',
    body: '选择五至十二个号码，若七个开奖号码都不在所选之中即中奖。例：五不中投注 01 02 03 04 05，七个号码都不是这五个即中奖。',
  },
  {
    title: '过关玩法说明',
    summary: '多个正码位置的属性串在一起，全部猜中才中奖。',
    body: '过关把正一至正六的大小、单双或波色组合投注，赔率相乘，所选位置全部猜中才中奖，任何一项不中即不中。',
  },
  {
    title: '开奖与派彩说明',
    summary: '开奖时间、结果以官方为准，派彩自动到账。',
    body: '每期开奖结果以官方公布为准，开奖后系统自动结算，中奖金额实时派发到账户余额。封盘后不能再投注本期。',
  },
];

const writeRule: Writer = (_random, index) => {
  const rule = rules[index % rules.length] ?? rules[0];
  return {
    title: rule?.title ?? '',
    summary: rule?.summary ?? '',
    author: '客服中心',
    bodyHtml:
      `<h3>规则</h3>` +
      paragraphs(rule?.body ?? '') +
      `<h3>说明</h3>` +
      paragraphs('以上规则以开奖结果为准，如对规则有疑问，请联系在线客服。'),
  };
};

// ── 模板资料 ─────────────────────────────────────────────────────────────────────────────────

const templateNames = [
  '精准六肖',
  '平特一肖',
  '三中三',
  '特码波色',
  '单双中特',
  '杀两尾',
  '家野中特',
  '五行中特',
];

const writeTemplateDocument: Writer = (random, index, turn) => {
  const name = templateNames[index % templateNames.length] ?? '';
  return {
    title: `${name} 第${turn}期`,
    summary: `${name}模板本期已更新：${animals(random, 3)}。`,
    author: '模板组',
    bodyHtml:
      paragraphs(
        `【${name}】第${turn}期`,
        `推荐：<strong>${animals(random, 4)}</strong>`,
        `号码：${numbers(random, 6)}`,
        `上期结果：${pick(random, ['中', '中', '错'])}`,
      ) + signOff,
  };
};

// ── 专家文章: each expert with a cover ─────────────────────────────────────────────────────

const experts = ['陈博士', '林教授', '黄老师', '刘先生', '赵老师', '周专家'];
const expertTopics = [
  '如何看懂走势图',
  '遗漏值的正确用法',
  '冷热号的取舍',
  '从历史数据看特码分布',
  '理性购彩的五个习惯',
  '概率与心态',
  '生肖轮转的规律',
];

const writeExpertArticle: Writer = (random, index, _turn, covers) => {
  const expert = experts[index % experts.length] ?? '';
  const topic = expertTopics[index % expertTopics.length] ?? '';
  return {
    title: `${expert}专栏｜${topic}`,
    summary: `${expert}结合近期数据，谈${topic}，附实例说明。`,
    author: expert,
    coverUrl: covers[index % covers.length] ?? '',
    bodyHtml:
      paragraphs(
        `很多朋友问我${topic}。其实，开奖号码是随机的，任何分析都只能帮助我们更冷静地看待数据。`,
        `以最近一段时间为例：${pick(random, zodiacs)}与${pick(random, zodiacs)}出现较多，${pick(random, waves)}偏热。`,
        `<strong>要点</strong>：看长期，不追短期；设好预算，量力而行。`,
      ) + signOff,
  };
};

// ── 生肖宝典 and 新手指南: one fixed article each ─────────────────────────────────────────

const zodiacTraits: Record<string, { element: string; kind: string }> = {
  鼠: { element: '水', kind: '野兽' },
  牛: { element: '土', kind: '家禽' },
  虎: { element: '木', kind: '野兽' },
  兔: { element: '木', kind: '野兽' },
  龙: { element: '土', kind: '野兽' },
  蛇: { element: '火', kind: '野兽' },
  马: { element: '火', kind: '家禽' },
  羊: { element: '土', kind: '家禽' },
  猴: { element: '金', kind: '野兽' },
  鸡: { element: '金', kind: '家禽' },
  狗: { element: '土', kind: '家禽' },
  猪: { element: '水', kind: '家禽' },
};

const writeZodiac: Writer = (_random, index) => {
  const animal = zodiacs[index % zodiacs.length] ?? '鼠';
  const traits = zodiacTraits[animal];
  return {
    title: `生肖${animal}：属性与号码`,
    summary: `${animal}五行属${traits?.element ?? ''}，${traits?.kind ?? ''}类。`,
    author: '资料组',
    bodyHtml: paragraphs(
      `生肖${animal}在地支中排第${index + 1}位，传统五行属<strong>${traits?.element ?? ''}</strong>，归为${traits?.kind ?? ''}。`,
      `号码与生肖的对应每年农历新年时变化，请以当年的生肖对照表为准。`,
    ),
  };
};

const guides = [
  ['如何注册账户', '点击首页右上角的注册，填写账户名和密码即可完成注册。'],
  ['如何充值', '登录后进入充值页面，选择充值方式并按提示完成付款，到账后余额自动更新。'],
  ['如何提现', '首次提现需先设置提现密码并绑定收款账户，然后在提现页面输入金额提交。'],
  ['如何查看开奖结果', '首页的开奖卡片实时显示最新结果，点击可查看历史开奖记录。'],
  ['如何使用图库', '底部导航进入图库，选择彩种和图纸类型，点开图纸可查看往期。'],
  ['如何联系客服', '在我的页面点击在线客服，工作人员全天在线为您服务。'],
] as const;

const writeGuide: Writer = (_random, index) => {
  const [title, body] = guides[index % guides.length] ?? guides[0];
  return {
    title,
    summary: body,
    author: '客服中心',
    bodyHtml: paragraphs(body, '如仍有疑问，请联系在线客服。'),
  };
};

/**
 * The demo library: the four boards, then the other categories — eight in all, so the database
 * screen shows six chips and the 更多 popover. The first board has more than two pages of 100.
 */
export const demoLibraryCategories: readonly DemoCategory[] = [
  {
    code: 'water-forum',
    name: boardName('water-forum'),
    count: 2 * libraryPageSize + 36,
    spacing: 150,
    covers: 0,
    write: writeForumPost,
  },
  {
    code: 'master-documents',
    name: boardName('master-documents'),
    count: 48,
    spacing: 600,
    covers: 3,
    write: writeMasterDocument,
  },
  {
    code: 'public-documents',
    name: boardName('public-documents'),
    count: 36,
    spacing: 720,
    covers: 0,
    write: writePublicDocument,
  },
  {
    code: 'game-structures',
    name: boardName('game-structures'),
    count: rules.length,
    spacing: 1440,
    covers: 0,
    write: writeRule,
  },
  {
    code: 'template-documents',
    name: '模板资料',
    count: 24,
    spacing: 720,
    covers: 0,
    write: writeTemplateDocument,
  },
  {
    code: 'expert-articles',
    name: '专家文章',
    count: 30,
    spacing: 900,
    covers: experts.length,
    write: writeExpertArticle,
  },
  {
    code: 'zodiac-almanac',
    name: '生肖宝典',
    count: zodiacs.length,
    spacing: 2880,
    covers: 0,
    write: writeZodiac,
  },
  {
    code: 'beginner-guide',
    name: '新手指南',
    count: guides.length,
    spacing: 2880,
    covers: 0,
    write: writeGuide,
  },
];

const coverColours = [
  ['#ff6a3d', '#d6336c'],
  ['#1c7ed6', '#364fc7'],
  ['#2f9e44', '#087f5b'],
  ['#f08c00', '#e8590c'],
  ['#7048e8', '#ae3ec9'],
  ['#0c8599', '#1971c2'],
] as const;

/** The daily games' period of the day (UTC+8): year and day of the year, e.g. 2026327. */
const turnOf = (at: number) => {
  const china = new Date(at + 8 * 3_600_000);
  const year = china.getUTCFullYear();
  const day = Math.floor(
    (Date.UTC(year, china.getUTCMonth(), china.getUTCDate()) - Date.UTC(year, 0, 0)) / 86_400_000,
  );
  return `${year}${String(day).padStart(3, '0')}`;
};

/**
 * When a category's `index`-th article (0 the newest) appeared: one every `spacing` minutes back
 * from `now`; every tenth pair shares its minute, so the id decides their order.
 */
const publishedAtOf = (now: number, spacing: number, index: number) => {
  const slot = index % 10 === 1 ? index - 1 : index;
  return Math.floor(now / 60_000) * 60_000 - (slot * spacing + 7) * 60_000;
};

/** The demo library's categories and articles, always the same words for the same `now`. */
export const generateDemoLibrary = async (
  { db, services }: { db: Db; services: Services },
  now: number = Date.now(),
) => {
  const { library, content } = services;
  await db.transaction(async (tx) => {
    const categories = await library.addCategories(
      demoLibraryCategories.map(({ code, name }, sort) => ({ code, name, sort: sort + 1 })),
      tx,
    );
    const idOf = new Map(categories.map((row) => [row.code, row.id]));
    const articles: NewLibraryArticle[] = [];
    for (const [position, category] of demoLibraryCategories.entries()) {
      const covers: string[] = [];
      for (let i = 0; i < category.covers; i++) {
        const [from, to] = coverColours[(position + i) % coverColours.length] ?? coverColours[0];
        const art = {
          width: 320,
          height: 240,
          from,
          to,
          title: category.name,
          subtitle: `精选 ${i + 1}`,
        };
        covers.push(
          await content.saveImage(`library-${category.code}-${i + 1}`, 'svg', bannerSvg(art), tx),
        );
      }
      const random = prngOf(`library:${category.code}`);
      // Oldest first, so the newer of two articles of one minute has the larger id.
      for (let index = category.count - 1; index >= 0; index--) {
        const publishedAt = publishedAtOf(now, category.spacing, index);
        const article = category.write(random, index, turnOf(publishedAt), covers);
        articles.push({
          categoryId: idOf.get(category.code) ?? 0,
          title: article.title,
          summary: article.summary,
          author: article.author,
          coverUrl: article.coverUrl ?? '',
          bodyHtml: article.bodyHtml,
          publishedAt: new Date(publishedAt),
        });
      }
    }
    await library.addArticles(articles, tx);
  });
};
