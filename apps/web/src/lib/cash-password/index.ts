export { askCashPassword, answerCashPassword, useCashPasswordPrompt } from './cash-password-prompt';
export { CashPasswordHost } from './cash-password-host';
