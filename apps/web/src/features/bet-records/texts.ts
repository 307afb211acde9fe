/** The bet records' own words (spec part 2 §2.4, §8); the cancel's come from contracts' bettingTexts. */
export const betRecordTexts = {
  betList: '投注记录',
  lotteryRecord: '购彩记录',
  lotteryRecordHistory: '历史购彩记录',
  tabAll: '全部',
  tabPending: '未开奖',
  tabSettled: '已开奖',
  tabCancelled: '已撤单',
  tabHistory: '历史',
  filter: '筛选',
  game: '彩种',
  allGames: '全部彩种',
  simpleMode: '简易模式',
  simpleModeNote: '每笔注单只显示一行',
  search: '搜索',
  reset: '重置',
  cancelMode: '撤单',
  exitCancelMode: '完成',
  selectAll: '全选',
  unselectAll: '取消全选',
  confirmCancel: '确定撤单',
  orderList: '注单列表',
  dayReport: '每日报表',
  gameReport: '彩种报表',
  backToDays: '返回每日报表',
  orderNo: '注单号',
  turnNum: '期号',
  play: '玩法',
  betInfo: '投注内容',
  odds: '赔率',
  stake: '投注金额',
  reward: '派奖金额',
  winLoss: '输赢',
  openNum: '开奖号码',
  addTime: '下注时间',
  status: '状态',
  betCount: '笔数',
  date: '日期',
  total: '合计',
  detail: '注单详情',
  copy: '复制',
  copied: '复制成功',
  notDrawn: '未开奖',
  today: '今天',
  last7Days: '近7天',
  last31Days: '近31天',
  historyLink: '历史购彩记录',
  retry: '重新加载',
} as const;

/** 已选N笔: the cancel mode's counter. */
export const selectedCountText = (count: number): string => `已选${count}笔`;

/** 第2025001期. */
export const turnText = (turnNum: string): string => `第${turnNum}期`;

/** 共N笔. */
export const orderCountText = (count: number): string => `${count}笔`;
