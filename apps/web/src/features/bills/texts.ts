/** 资金明细's own texts (the type and wallet labels come from the contracts). */
export const billTexts = {
  title: '资金明细',
  list: '资金明细列表',
  all: '全部',
  allWallets: '全部钱包',
  filter: '筛选',
  filterTitle: '筛选资金明细',
  wallet: '钱包',
  type: '交易类型',
  reset: '重置',
  confirm: '确定',
  balance: '余额',
  remark: '备注',
  serial: '流水号',
  time: '时间',
} as const;
