import type { BannerArt } from './demo-art';

export const demoCarousel: (BannerArt & {
  name: string;
  redirectUrl: string;
  noticeTitle: string;
})[] = [
  {
    name: 'banner-welcome',
    width: 750,
    height: 300,
    from: '#c8161d',
    to: '#f5533d',
    title: '彩民之家 全新上线',
    subtitle: '开奖直播 · 专家资料 · 图库一站看全',
    balls: [8, 19, 33],
    redirectUrl: '/',
    noticeTitle: '彩民之家全新上线',
  },
  {
    name: 'banner-register',
    width: 750,
    height: 300,
    from: '#7b2ff7',
    to: '#f107a3',
    title: '新人注册送 18 元',
    subtitle: '注册即送体验金，随便玩玩也能先试试',
    balls: [6, 18],
    redirectUrl: '/auth/register',
    noticeTitle: '新人注册送18元',
  },
  {
    name: 'banner-vip',
    width: 750,
    height: 300,
    from: '#d48806',
    to: '#fadb14',
    title: 'VIP 晋级 专属福利',
    subtitle: '投注累计即可晋级，最高 VIP9',
    balls: [9],
    redirectUrl: '/profile-vip',
    noticeTitle: 'VIP晋级专属福利',
  },
];

export const demoIndexNotices = [
  {
    title: '关于系统维护的公告',
    content:
      '<p>尊敬的会员：本站将于每周二 <b>04:00-06:00</b> 进行例行维护，期间部分功能暂停使用，敬请谅解。</p>',
  },
  {
    title: '谨防诈骗提醒',
    content: '<p>本站客服不会向您索要登录密码或提现密码，请勿向任何人透露您的账户信息。</p>',
  },
  {
    title: '开奖直播时间调整',
    content: '<p>澳门六合彩开奖直播时间为每晚 <b>20:30</b>，请提前进入直播间观看。</p>',
  },
];

export const demoLotteryNotices = [
  '澳门六合彩每晚 21:32 开奖，欢迎关注',
  '新澳门六合彩资料已更新，快来查看专家推荐',
  '香港六合彩本期开奖结果已公布',
  '极速六合彩每 5 分钟一期，好运不停',
];

export const demoAds: { code: string; art: BannerArt & { name: string }; redirectUrl: string }[] = [
  {
    code: 'AD12',
    art: {
      name: 'ad12-home',
      width: 750,
      height: 150,
      from: '#1c7ed6',
      to: '#22b8cf',
      title: '下载APP 看开奖更快',
      subtitle: '开奖提醒 · 资料收藏 · 聊天室随时看',
    },
    redirectUrl: '/',
  },
  {
    code: 'AD01',
    art: {
      name: 'ad01-recommend',
      width: 750,
      height: 200,
      from: '#2f9e44',
      to: '#94d82d',
      title: '专家资料 每期更新',
      subtitle: '琴棋书画 · 四季生肖 · 合数大小',
    },
    redirectUrl: '/',
  },
  {
    code: 'AD02',
    art: {
      name: 'ad02-recommend',
      width: 750,
      height: 200,
      from: '#e8590c',
      to: '#ffa94d',
      title: '图库 高清彩图',
      subtitle: '彩色图纸与黑白图纸 随时翻阅',
    },
    redirectUrl: '/gallery',
  },
  {
    code: 'AD08',
    art: {
      name: 'ad08-gallery',
      width: 750,
      height: 150,
      from: '#862e9c',
      to: '#da77f2',
      title: '图库每期准时更新',
      subtitle: '开奖后自动生成新一期图纸',
    },
    redirectUrl: '/gallery',
  },
  {
    code: 'AD11',
    art: {
      name: 'ad11-popup',
      width: 600,
      height: 760,
      from: '#c8161d',
      to: '#ff8787',
      title: '新人福利',
      subtitle: '注册送 18 元体验金',
      balls: [1, 8],
    },
    redirectUrl: '/auth/register',
  },
];
