/** Account calls of spec part 1 §7, under the API base /app-api. */
export const accountPaths = {
  login: '/v/user/login',
  logout: '/v/user/logout',
  register: '/v/user/reg',
  registerTrial: '/v/user/regTest',
  checkUnique: '/v/user/checkUnique',
  checkCashPassword: '/v/user/check/cashPassword',
  captcha: '/v/vCode',
  userInfo: '/api/user/info',
  tellerMachine: '/api/v2/user/tellerMachine',
  moneyCheck: '/api/user/money/check',
  status: '/api/user/status',
  vipRules: '/api/v2/uservip/rules',
  updatePassword: '/api/user/updatePassword',
  updatePasswordByAccount: '/api/user/updatePasswordByAccount',
  updateFundPwd: '/api/user/updateFundPwd',
  updateBank: '/api/user/updateBank',
  bankList: '/api/user/bankList',
  modifyUserInfo: '/api/user/modifyUserInfo',
  chatThemeColor: '/api/v2/user/update/chat-theme-color',
  messages: '/api/pushMessage/queryAll',
  messageRead: '/api/pushMessage/modifyReadStatus',
  messageRemove: '/api/pushMessage/remove',
} as const;

/** Static files of the account area, under /sys-upload/data/json/. */
export const accountStaticFiles = {
  registerLimit: 'limit/registerLimit.json',
  loginLimit: 'limit/userLoginLimit.json',
  withdrawLimit: 'limit/userWithdrawLimit.json',
  skEncrypt: 'sk_encrypt.json',
  about: 'about.json',
} as const;
