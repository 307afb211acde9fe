import { demoGatewayBase, formatMoney, rechargeProcessingPage } from '@lottery/contracts';

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

const styles = `
*{box-sizing:border-box;margin:0;padding:0}
body{font-family:'Noto Sans CJK SC','PingFang SC','Microsoft YaHei',sans-serif;background:#f2f4f7;color:#222;
  display:flex;justify-content:center}
main{width:100%;max-width:480px;min-height:100vh;background:#fff;padding:24px 16px;display:flex;
  flex-direction:column;gap:16px}
h1{font-size:18px;text-align:center}
.amount{font-size:34px;font-weight:700;text-align:center;color:#e53935}
dl{display:grid;grid-template-columns:auto 1fr;gap:8px 12px;font-size:14px;color:#555}
dd{text-align:right;word-break:break-all}
form button{width:100%;font:inherit;font-size:16px;border:0;border-radius:8px;padding:12px;cursor:pointer}
.pay{background:#1677ff;color:#fff}
.decline{background:#eee;color:#555}
.note{font-size:12px;color:#999;text-align:center}
a{color:#1677ff;text-align:center}
`;

export interface DemoPayment {
  orderNo: string;
  amount: number;
  channelName: string;
  /** Still waiting for the payer. */
  payable: boolean;
  statusText: string;
}

/** The demo gateway's hosted page: the amount and two plain forms, no script. */
export const demoPaymentPage = (payment: DemoPayment) => {
  const orderNo = escapeHtml(payment.orderNo);
  const action = (verb: string) =>
    escapeHtml(`${demoGatewayBase}/${encodeURIComponent(payment.orderNo)}/${verb}`);
  const choices = payment.payable
    ? `<form method="post" action="${action('approve')}"><button class="pay" type="submit">确认支付</button></form>
<form method="post" action="${action('decline')}"><button class="decline" type="submit">拒绝支付</button></form>`
    : `<p class="note">${escapeHtml(payment.statusText)}</p>
<a href="${escapeHtml(rechargeProcessingPage(payment.orderNo))}">返回商户</a>`;
  return `<!doctype html>
<html lang="zh-CN"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width,initial-scale=1">
<title>演示支付</title><style>${styles}</style></head>
<body><main>
<h1>演示支付平台</h1>
<p class="amount">¥${escapeHtml(formatMoney(payment.amount))}</p>
<dl><dt>商户订单号</dt><dd>${orderNo}</dd><dt>支付方式</dt><dd>${escapeHtml(payment.channelName)}</dd></dl>
${choices}
<p class="note">演示网关：不会产生真实扣款</p>
</main></body></html>`;
};

export const demoMissingPage = () => `<!doctype html>
<html lang="zh-CN"><head><meta charset="utf-8"><title>演示支付</title><style>${styles}</style></head>
<body><main><h1>演示支付平台</h1><p class="note">订单不存在</p></main></body></html>`;
