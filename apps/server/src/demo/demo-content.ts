import type { CompanyDetailRow } from '../db/schema';

/** The lottery games of the spec (ids fixed by spec part 1 §9); names are ours, see docs/decisions.md. */
export const demoLotteryGames = [
  { id: 110, name: '澳门六合彩' },
  { id: 90, name: '新澳门六合彩' },
  { id: 70, name: '香港六合彩' },
  { id: 71, name: '极速六合彩' },
  { id: 95, name: '台湾六合彩' },
  { id: 200, name: '幸运六合彩' },
  { id: 43, name: '新加坡六合彩' },
  { id: 48, name: '快乐六合彩' },
  { id: 45, name: '天天六合彩' },
  { id: 81, name: '老澳门六合彩' },
  { id: 42, name: '五分六合彩' },
  { id: 46, name: '三分六合彩' },
] as const;

/** The play categories of the six-number games; the fast games (every few minutes) have fewer. */
const fullPlayCategories = [
  '特码',
  '平特',
  '生肖',
  '波色',
  '尾数',
  '单双',
  '大小',
  '五行',
  '家禽野兽',
];
const fastGames: readonly number[] = [71, 42, 46];

export const playCategoriesOf = (gameId: number): readonly string[] =>
  fastGames.includes(gameId) ? fullPlayCategories.slice(0, 5) : fullPlayCategories;

export const demoChatThemeColors = [
  { id: 1, color: '#333333', name: '经典黑' },
  { id: 2, color: '#c8161d', name: '中国红' },
  { id: 3, color: '#f47920', name: '活力橙' },
  { id: 4, color: '#d4a017', name: '琥珀金' },
  { id: 5, color: '#1a9c4b', name: '翡翠绿' },
  { id: 6, color: '#1677ff', name: '天空蓝' },
  { id: 7, color: '#2f54eb', name: '靛青蓝' },
  { id: 8, color: '#722ed1', name: '罗兰紫' },
] as const;

export const demoSystemConfig = [
  {
    configKey: 'agent_declaration',
    configValue:
      '<p>成为代理后，您可以通过推广链接或直接开户发展下级，并为每位下级设置不高于您自己的返点。</p><p>下级每一笔已结算的投注（和局与撤单除外），您都将获得您与下级之间的返点差额，结算时自动存入您的余额，可在资金明细中查看「代理返点」。</p><p>团队报表按所选日期统计团队的注册、充值、提现与投注数据。</p>',
    isPublic: false,
  },
  { configKey: 'home_lottery_setting', configValue: '110,90,70,71', isPublic: true },
  { configKey: 'online_service_url', configValue: '/about/contact-us', isPublic: true },
  { configKey: 'vcode_style', configValue: '1', isPublic: true },
  { configKey: 'captcha_id_Third_party', configValue: '', isPublic: true },
  { configKey: 'hy_is_cancel', configValue: '1', isPublic: true },
  { configKey: 'enable_chat_maintenance', configValue: '0', isPublic: true },
  { configKey: 'livestream_url', configValue: '', isPublic: true },
  { configKey: 'draw_socket_hosts', configValue: '', isPublic: true },
  { configKey: 'api_external', configValue: '[]', isPublic: false },
  {
    configKey: 'register_fields',
    configValue: JSON.stringify({
      birthday: 'optional',
      email: 'optional',
      fullName: 'optional',
      fundPwd: 'optional',
      intrCode: 'optional',
      qq: 'hidden',
      weixin: 'optional',
      phone: 'optional',
      vCode: 'required',
    }),
    isPublic: false,
  },
  {
    configKey: 'register_account_message',
    configValue: '用户名为字母开头的6-15位字母或数字',
    isPublic: false,
  },
  {
    configKey: 'register_wechat_placeholder',
    configValue: '请输入微信号（选填）',
    isPublic: false,
  },
  { configKey: 'register_gift', configValue: '18000', isPublic: false },
  { configKey: 'register_gift_per_address', configValue: '3', isPublic: false },
  { configKey: 'register_gift_per_device', configValue: '1', isPublic: false },
  { configKey: 'trial_credit', configValue: '2000000', isPublic: false },
  { configKey: 'login_vcode', configValue: '0', isPublic: false },
  { configKey: 'login_captcha_after_failures', configValue: '3', isPublic: false },
  { configKey: 'withdraw_min', configValue: '100000', isPublic: false },
  { configKey: 'withdraw_max', configValue: '50000000', isPublic: false },
  { configKey: 'withdraw_daily_count', configValue: '5', isPublic: false },
  { configKey: 'enable_chat', configValue: '1', isPublic: false },
  { configKey: 'chat_maintenance_config', configValue: '', isPublic: false },
  { configKey: 'rech_level', configValue: '0', isPublic: false },
  {
    configKey: 'captcha_script_urls',
    configValue: '/captcha/slider.js,/captcha/slider.js?mirror=2,/captcha/slider.js?mirror=3',
    isPublic: true,
  },
] as const;

/** Cycle bets needed per VIP level, in thousandths of a yuan. */
export const demoVipRules = [
  1_000, 5_000, 20_000, 50_000, 100_000, 300_000, 800_000, 2_000_000, 5_000_000,
].map((yuan, index) => ({ vipLevel: index + 1, betMoney: yuan * 1000 }));

export const demoMemberProfile = {
  vipLevel: 1,
  cycleBetAmount: 2_600_000,
  rechargeTotal: 1_000_000,
  domain: 'member01.vip.caimin.local',
  details: {
    fullName: '张伟',
    phone: '13800138000',
    email: 'member01@example.com',
    weixin: 'zhangwei88',
    birthday: '1990-06-18',
  },
} as const;

export const demoMessages = [
  { title: '欢迎加入彩民之家', content: '感谢您的注册，祝您好运常伴！如有疑问请联系在线客服。' },
  { title: '充值到账通知', content: '您的人工存款 1,000.00 元已到账，请查收。' },
  { title: 'VIP 晋级通知', content: '恭喜您晋级 VIP1，可在福利中心查看专属权益。' },
];

export const demoAboutPages = [
  {
    slug: 'user-agreement',
    title: '用户协议',
    sort: 1,
    content:
      '<h3>用户协议</h3><p>欢迎使用彩民之家。注册即表示您已年满十八周岁，并同意遵守本协议及相关法律法规。</p><p>账户仅限本人使用，请妥善保管登录密码与提现密码。</p>',
  },
  {
    slug: 'contact-us',
    title: '联系我们',
    sort: 2,
    content:
      '<h3>联系我们</h3><p>在线客服：7×24 小时为您服务。</p><p>客服邮箱：<a href="mailto:service@example.com">service@example.com</a></p>',
  },
  {
    slug: 'privacy-agreement',
    title: '隐私协议',
    sort: 3,
    content:
      '<h3>隐私协议</h3><p>我们仅收集提供服务所必需的信息，密码以不可逆方式加密保存，绝不向第三方出售您的个人信息。</p>',
  },
] as const;

export const demoCompanyDetails: CompanyDetailRow[] = [
  { type: 1, content: 'caimin_service', httpImageUrl: '', wechatUrl: '' },
];

export const demoCompany = {
  name: '彩民之家',
  olUrl: '/about/contact-us',
  logoUrl: '/brand/logo.svg',
  bannerLogoUrl: '/brand/logo.svg',
  regLogoUrl: '/brand/logo.svg',
  domain: 'localhost',
  appDisplay: 0,
  showWechatPopup: 0,
  timeZone: 'Asia/Shanghai',
} as const;
