import { promotionDevices, promotionTemplateTypes } from '@lottery/contracts';
import type { Db } from '../db/client';
import * as repo from '../modules/promotions/promotions.repository';
import type { Services } from '../services';
import { bannerSvg } from './demo-art';

const dayMs = 86_400_000;

const classes = [
  { classifyType: 1, name: '新人', sort: 1 },
  { classifyType: 2, name: '充值', sort: 2 },
  { classifyType: 3, name: '返水', sort: 3 },
  { classifyType: 4, name: '活动', sort: 4 },
];

interface DemoPromotion {
  classifyType: number;
  name: string;
  subtitle: string;
  colours: [string, string];
  chip: string;
  /** Days from now: when it started and when it ends. */
  from: number;
  to: number;
  body?: string;
  linkUrl?: string;
}

const rules = (items: string[]) => `<ol>${items.map((item) => `<li>${item}</li>`).join('')}</ol>`;

const demoPromotions: DemoPromotion[] = [
  {
    classifyType: 1,
    name: '新人首充送彩金',
    subtitle: '首次充值最高赠送 888 元',
    colours: ['#ff7a45', '#f5222d'],
    chip: '#f5222d',
    from: -20,
    to: 340,
    body: `<p><strong>活动对象：</strong>活动期间注册并完成首次充值的会员。</p>${rules([
      '首次充值 100 元及以上，即送充值金额的 18%，最高 888 元。',
      '彩金需完成 3 倍流水方可提款。',
      '每位会员、每个手机号、每张银行卡仅可参加一次。',
    ])}<p>如有疑问，请联系在线客服。</p>`,
  },
  {
    classifyType: 1,
    name: '注册即送体验金',
    subtitle: '完善资料领取 18 元',
    colours: ['#36cfc9', '#08979c'],
    chip: '#08979c',
    from: -45,
    to: 300,
    body: `<p>新会员绑定手机号并完善真实姓名后，即可在「我的」页面领取 18 元体验金。</p>${rules([
      '体验金仅限彩票游戏使用。',
      '同一 IP、同一设备仅限领取一次。',
    ])}`,
  },
  {
    classifyType: 2,
    name: '每日充值加赠',
    subtitle: '单笔满 500 元加赠 2%',
    colours: ['#597ef7', '#1d39c4'],
    chip: '#1d39c4',
    from: -10,
    to: 355,
    body: `<p>每日首笔充值满 500 元，系统自动加赠 2% 彩金，当日最高 288 元。</p>${rules([
      '加赠彩金 1 倍流水即可提款。',
      '使用公司入款、在线支付均可参与。',
    ])}`,
  },
  {
    classifyType: 2,
    name: '周末充值狂欢',
    subtitle: '周六周日充值享双倍积分',
    colours: ['#9254de', '#531dab'],
    chip: '#531dab',
    from: -3,
    to: 120,
    body: `<p>每周六、周日充值，VIP 成长积分按双倍计算，助您更快晋级。</p>`,
  },
  {
    classifyType: 3,
    name: '彩票天天返水',
    subtitle: '有效投注最高返 1.2%',
    colours: ['#73d13d', '#389e0d'],
    chip: '#389e0d',
    from: -60,
    to: 305,
    body: `<p>彩票有效投注每日结算返水，次日 15:00 前自动派发至中心钱包。</p>${rules([
      'VIP0–VIP2：0.8%',
      'VIP3–VIP5：1.0%',
      'VIP6 及以上：1.2%',
    ])}<p>和局、撤单及取消的注单不计入有效投注。</p>`,
  },
  {
    classifyType: 3,
    name: '真人视讯返水',
    subtitle: '真人有效投注返 0.8%',
    colours: ['#ffc53d', '#d48806'],
    chip: '#d48806',
    from: -30,
    to: 335,
    body: `<p>真人视讯有效投注每日返水 0.8%，无上限。</p>`,
  },
  {
    classifyType: 4,
    name: '六合彩连中奖励',
    subtitle: '特码连中三期送 588 元',
    colours: ['#ff85c0', '#c41d7f'],
    chip: '#c41d7f',
    from: -15,
    to: 200,
    body: `<p>在香港六合彩特码玩法中连续三期命中，单注 10 元及以上，即可申请 588 元奖励。</p>${rules(
      ['请于连中后 3 日内联系客服申请。', '每位会员每月限申请一次。'],
    )}`,
  },
  {
    classifyType: 4,
    name: '官方 APP 下载',
    subtitle: '下载 APP 体验更流畅',
    colours: ['#40a9ff', '#096dd9'],
    chip: '#096dd9',
    from: -90,
    to: 365,
    linkUrl: 'https://www.example.com/app',
  },
  {
    classifyType: 4,
    name: '国庆大回馈',
    subtitle: '活动已结束',
    colours: ['#bfbfbf', '#595959'],
    chip: '#595959',
    from: -80,
    to: -50,
    body: '<p>感谢参与，本活动已结束。</p>',
  },
];

/** Promotions of every classification (one an external link, one ended), covers drawn like banners. */
export const generateDemoPromotions = async ({ db, services }: { db: Db; services: Services }) => {
  await repo.insertClasses(db, classes);
  const now = Date.now();
  for (const [index, demo] of demoPromotions.entries()) {
    const coverUrl = await services.content.saveImage(
      `promotion-${index + 1}`,
      'svg',
      bannerSvg({
        width: 690,
        height: 280,
        from: demo.colours[0],
        to: demo.colours[1],
        title: demo.name,
        subtitle: demo.subtitle,
      }),
    );
    const className = classes.find((item) => item.classifyType === demo.classifyType)?.name ?? '';
    await services.promotions.save({
      classifyType: demo.classifyType,
      classifyName: className,
      name: demo.name,
      coverUrl,
      imageUrl: '',
      templateType: demo.linkUrl
        ? promotionTemplateTypes.externalLink
        : promotionTemplateTypes.page,
      color: demo.chip,
      startTime: now + demo.from * dayMs,
      endTime: now + demo.to * dayMs,
      domain: 'www.example.com',
      linkUrl: demo.linkUrl ?? '',
      content: demo.body ?? '',
      device: promotionDevices.every,
      sort: index + 1,
    });
  }
};
