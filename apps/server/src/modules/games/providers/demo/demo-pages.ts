import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';

/** The game pages' script: one small file for every engine, named by its hash (cached a year). */
const script = readFileSync(new URL('./assets/demo-game.js', import.meta.url));
export const demoScript = {
  body: script,
  name: `demo-game-${createHash('sha256').update(script).digest('base64url').slice(0, 12)}.js`,
};

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

const styles = `
*{box-sizing:border-box;margin:0;padding:0}
html,body{height:100%}
body{font-family:'Noto Sans CJK SC','PingFang SC','Microsoft YaHei',sans-serif;background:#0b3d2e;color:#fff;
  display:flex;justify-content:center;-webkit-tap-highlight-color:transparent}
main{width:100%;max-width:480px;min-height:100%;display:flex;flex-direction:column;gap:14px;padding:14px;
  background:radial-gradient(circle at 50% 20%,#17694e 0,#0b3d2e 70%)}
main.slot{background:radial-gradient(circle at 50% 20%,#5b2a86 0,#1d0b33 70%)}
header{display:flex;align-items:center;justify-content:space-between;gap:8px}
h1{font-size:18px;font-weight:600}
.balance{font-size:14px;background:rgba(0,0,0,.35);border-radius:14px;padding:4px 12px;white-space:nowrap}
.balance b{color:#ffd66b;font-weight:600}
button{font:inherit;color:inherit;border:0;cursor:pointer}
button:disabled{opacity:.5;cursor:default}
.exit{background:rgba(255,255,255,.15);border-radius:14px;padding:4px 12px;font-size:13px}
.table{display:grid;grid-template-columns:1fr 1fr;gap:10px;align-items:start}
.hand{background:rgba(0,0,0,.25);border-radius:12px;padding:10px;min-height:118px;text-align:center}
.hand h2{font-size:15px;font-weight:600;margin-bottom:8px}
.cards{display:flex;justify-content:center;gap:6px;min-height:64px}
.card{width:44px;height:64px;border-radius:6px;background:#fff;color:#222;display:flex;align-items:center;
  justify-content:center;font-size:17px;font-weight:700;box-shadow:0 2px 4px rgba(0,0,0,.4)}
.card.red{color:#d62d2d}
.card.back{background:repeating-linear-gradient(45deg,#b71c1c 0 6px,#e53935 6px 12px)}
.points{margin-top:6px;font-size:13px;color:#cfe9dc}
.spots{display:grid;grid-template-columns:repeat(3,1fr);gap:8px}
.spot{border:2px solid rgba(255,255,255,.5);border-radius:12px;padding:12px 4px;text-align:center;background:rgba(0,0,0,.2)}
.spot strong{display:block;font-size:22px}
.spot span{font-size:12px;color:#ffd66b;min-height:16px;display:block}
.spot.win{border-color:#ffd66b;box-shadow:0 0 12px #ffd66b}
.chips{display:flex;justify-content:center;gap:10px}
.chip{width:52px;height:52px;border-radius:50%;border:3px dashed #fff;background:#c62828;font-weight:700;font-size:15px}
.chip:nth-child(2){background:#1565c0}.chip:nth-child(3){background:#2e7d32}.chip:nth-child(4){background:#6a1b9a}
.chip.on{outline:3px solid #ffd66b;outline-offset:2px}
.actions{display:flex;gap:10px}
.actions button{flex:1;border-radius:22px;padding:12px 0;font-size:16px;font-weight:600;background:#ffb300;color:#3e2723}
.actions button.secondary{background:rgba(255,255,255,.18);color:#fff}
.reels{display:flex;justify-content:center;gap:10px;padding:18px 0}
.reel{width:84px;height:110px;border-radius:12px;background:#fff;color:#4a148c;display:flex;align-items:center;
  justify-content:center;font-size:36px;font-weight:800;box-shadow:inset 0 -6px 0 rgba(0,0,0,.12)}
.reel.spinning{animation:spin .12s linear infinite}
@keyframes spin{0%{transform:translateY(-3px)}50%{transform:translateY(3px)}100%{transform:translateY(-3px)}}
.stake{text-align:center;font-size:14px;color:#e0d4f5}
.result{min-height:48px;text-align:center;font-size:16px;line-height:24px;background:rgba(0,0,0,.3);border-radius:10px;padding:12px}
.result.win{color:#ffd66b}
.paytable{font-size:12px;color:#d1c4e9;text-align:center;line-height:20px}
.note{font-size:11px;color:rgba(255,255,255,.55);text-align:center;margin-top:auto}
`;

/** The page of a launched game: the script reads the session from the main element. */
export const demoGamePage = ({
  gameName,
  engine,
  token,
}: {
  gameName: string;
  engine: string;
  token: string;
}) => `<!doctype html>
<html lang="zh-CN">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width,initial-scale=1,maximum-scale=1,user-scalable=no">
<meta name="referrer" content="no-referrer">
<link rel="icon" href="data:,">
<title>${escapeHtml(gameName)}</title>
<style>${styles}</style>
</head>
<body>
<main id="game" class="${engine === 'slot' ? 'slot' : 'tabletop'}" data-engine="${escapeHtml(engine)}" data-token="${escapeHtml(token)}">
<header><h1>${escapeHtml(gameName)}</h1><span class="balance">余额 <b data-testid="balance">--</b></span><button class="exit" type="button" data-testid="exit">退出游戏</button></header>
<noscript>请启用 JavaScript 后进入游戏</noscript>
</main>
<script src="/demo-casino/assets/${demoScript.name}"></script>
</body>
</html>`;

/** A launch link that no longer works (expired, or opened after signing out). */
export const demoExpiredPage = (message: string) => `<!doctype html>
<html lang="zh-CN">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>${escapeHtml(message)}</title><style>${styles}</style></head>
<body><main><header><h1>${escapeHtml(message)}</h1></header><p class="result">请返回游戏中心重新进入游戏</p></main></body>
</html>`;
