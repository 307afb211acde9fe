/* The built-in provider's game page (served by the server; no framework, no build step). */
/* global document, window, history, location */
(function demoGame() {
  'use strict';
  const root = document.getElementById('game');
  const engine = root.dataset.engine;
  const token = root.dataset.token;
  // The session stays in memory only: the address bar and history lose it.
  history.replaceState(null, '', location.pathname);

  const suits = ['♠', '♥', '♣', '♦'];
  const ranks = ['', 'A', '2', '3', '4', '5', '6', '7', '8', '9', '10', 'J', 'Q', 'K'];
  const yuan = (milli) => (milli / 1000).toFixed(2);
  const signed = (milli) => (milli > 0 ? '+' : '') + yuan(milli);
  const wait = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
  const newRoundId = () => {
    const bytes = new Uint8Array(16);
    crypto.getRandomValues(bytes);
    return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
  };

  /** One call; a network failure is retried with the same body (a round id is idempotent). */
  const call = async (path, body) => {
    for (let attempt = 0; ; attempt += 1) {
      try {
        const response = await fetch('/demo-casino/api/' + path, {
          method: body ? 'POST' : 'GET',
          headers: body
            ? { 'x-live-token': token, 'content-type': 'application/json' }
            : { 'x-live-token': token },
          body: body ? JSON.stringify(body) : undefined,
        });
        const answer = await response.json();
        if (answer.code !== 0)
          throw Object.assign(new Error(answer.msg || '操作失败'), { final: true });
        return answer.data;
      } catch (error) {
        if (error.final || attempt >= 2) throw error;
        await wait(300 * (attempt + 1));
      }
    }
  };

  const el = (tag, attrs, children) => {
    const node = document.createElement(tag);
    for (const [key, value] of Object.entries(attrs || {})) {
      if (key === 'text') node.textContent = value;
      else if (key.startsWith('on')) node.addEventListener(key.slice(2), value);
      else node.setAttribute(key, value);
    }
    for (const child of children || []) node.append(child);
    return node;
  };

  const balanceNode = root.querySelector('[data-testid="balance"]');
  const showBalance = (milli) => {
    balanceNode.textContent = yuan(milli);
  };
  root.querySelector('[data-testid="exit"]').addEventListener('click', () => {
    window.close();
    // A window the script did not open stays: go back instead.
    setTimeout(() => history.back(), 100);
  });

  const result = el('p', { class: 'result', 'data-testid': 'result', 'aria-live': 'polite' });
  const say = (text, win) => {
    result.textContent = text;
    result.className = win ? 'result win' : 'result';
  };

  let chip = 0;
  const chipRow = (chips, onPick) => {
    const row = el('div', { class: 'chips' });
    chips.forEach((value, index) => {
      const button = el('button', {
        type: 'button',
        class: index === 0 ? 'chip on' : 'chip',
        'data-testid': 'chip-' + value / 1000,
        text: String(value / 1000),
        onclick: () => {
          chip = value;
          row.querySelectorAll('.chip').forEach((node) => node.classList.remove('on'));
          button.classList.add('on');
          onPick();
        },
      });
      row.append(button);
    });
    return row;
  };

  const cardNode = (card) =>
    el('span', {
      class: card.suit === 1 || card.suit === 3 ? 'card red' : 'card',
      text: ranks[card.rank] + suits[card.suit],
    });

  // —— table games: 龙虎斗, 百家乐 ——
  const tableGame = (state) => {
    const keys = Object.keys(state.labels);
    const sides = engine === 'baccarat' ? ['player', 'banker'] : ['dragon', 'tiger'];
    const bets = Object.fromEntries(keys.map((key) => [key, 0]));
    const hands = {};
    const table = el('section', { class: 'table' });
    for (const side of sides) {
      const cards = el('div', { class: 'cards' }, [
        el('span', { class: 'card back' }),
        el('span', { class: 'card back' }),
      ]);
      const points = el('p', { class: 'points' });
      hands[side] = { cards, points };
      table.append(
        el('div', { class: 'hand' }, [el('h2', { text: state.labels[side] }), cards, points]),
      );
    }
    const spots = el('section', { class: 'spots' });
    const spotNodes = {};
    for (const key of keys) {
      const amount = el('span');
      const spot = el(
        'button',
        {
          type: 'button',
          class: 'spot',
          'data-testid': 'spot-' + key,
          onclick: () => {
            if (busy) return;
            bets[key] += chip;
            amount.textContent = yuan(bets[key]);
          },
        },
        [el('strong', { text: state.labels[key] }), amount],
      );
      spotNodes[key] = { spot, amount };
      spots.append(spot);
    }
    let busy = false;
    const clear = () => {
      for (const key of keys) {
        bets[key] = 0;
        spotNodes[key].amount.textContent = '';
      }
    };
    const showDeal = (round) => {
      const deal = round.deal;
      for (const side of sides) {
        hands[side].cards.replaceChildren(...[].concat(deal[side]).map(cardNode));
        hands[side].points.textContent =
          engine === 'baccarat' ? deal[side + 'Points'] + ' 点' : ranks[deal[side].rank];
      }
      for (const key of keys) spotNodes[key].spot.classList.toggle('win', key === deal.winner);
      const net = round.winAmount - round.betAmount;
      say(
        state.labels[deal.winner] +
          (deal.winner === 'tie' ? '局' : ' 胜') +
          '，下注 ' +
          yuan(round.betAmount) +
          '，本局输赢 ' +
          signed(net),
        net > 0,
      );
      showBalance(round.balance);
    };
    const dealButton = el('button', { type: 'button', 'data-testid': 'deal', text: '开牌' });
    /** Bets (when `body` is given) and deals one round; its id is fixed before the first try. */
    const play = async (roundId, body) => {
      busy = true;
      dealButton.disabled = true;
      try {
        if (body) showBalance((await call('bet', body)).balance);
        for (const side of sides) {
          hands[side].cards.replaceChildren(
            el('span', { class: 'card back' }),
            el('span', { class: 'card back' }),
          );
          hands[side].points.textContent = '';
        }
        say('开牌中…');
        await wait(700);
        showDeal(await call('settle', { roundId }));
        clear();
      } catch (error) {
        say(error.message);
      } finally {
        busy = false;
        dealButton.disabled = false;
      }
    };
    dealButton.addEventListener('click', () => {
      if (busy) return;
      const stake = keys.reduce((sum, key) => sum + bets[key], 0);
      if (stake <= 0) return say('请先点选筹码并下注');
      const roundId = newRoundId();
      play(roundId, { roundId, bets: { ...bets } });
    });
    const actions = el('div', { class: 'actions' }, [
      el('button', {
        type: 'button',
        class: 'secondary',
        'data-testid': 'clear',
        text: '清除',
        onclick: () => !busy && clear(),
      }),
      dealButton,
    ]);
    root.append(
      table,
      spots,
      chipRow(state.chips, () => undefined),
      actions,
      result,
    );
    say('点选筹码，再点选下注区，然后开牌');
    if (state.openRound) {
      say('上一局尚未开牌，正在开牌…');
      play(state.openRound.roundId);
    }
  };

  // —— slot ——
  const slotGame = (state) => {
    const reels = [0, 1, 2].map(() => el('div', { class: 'reel', text: '7' }));
    const stake = el('p', { class: 'stake' });
    const showStake = () => {
      stake.textContent = '每次旋转 ' + yuan(chip) + ' 元';
    };
    let busy = false;
    const spin = el('button', {
      type: 'button',
      'data-testid': 'spin',
      text: '旋转',
      onclick: async () => {
        if (busy) return;
        busy = true;
        spin.disabled = true;
        reels.forEach((reel) => reel.classList.add('spinning'));
        say('旋转中…');
        const roundId = newRoundId();
        try {
          const [round] = await Promise.all([call('spin', { roundId, bet: chip }), wait(600)]);
          round.spin.reels.forEach((symbol, index) => {
            reels[index].textContent = symbol;
          });
          const net = round.winAmount - round.betAmount;
          say(
            (round.spin.multiple > 0 ? '中奖 ×' + round.spin.multiple + '，' : '未中奖，') +
              '本局输赢 ' +
              signed(net),
            net > 0,
          );
          showBalance(round.balance);
        } catch (error) {
          say(error.message);
        } finally {
          reels.forEach((reel) => reel.classList.remove('spinning'));
          busy = false;
          spin.disabled = false;
        }
      },
    });
    const paytable = el('p', {
      class: 'paytable',
      text: '三个相同：7 ×50 · BAR ×20 · ★ ×10 · ♥ ×8 · ♦ ×5；前两个相同 ×2',
    });
    root.append(
      el('section', { class: 'reels' }, reels),
      chipRow(state.chips, showStake),
      stake,
      el('div', { class: 'actions' }, [spin]),
      result,
      paytable,
    );
    showStake();
    say('选择筹码后点击旋转');
  };

  call('state')
    .then((state) => {
      chip = state.chips[0];
      showBalance(state.balance);
      if (engine === 'slot') slotGame(state);
      else tableGame(state);
      root.append(
        el('p', { class: 'note', text: '本游戏由本站演示供应商提供，结果由服务器随机生成' }),
      );
    })
    .catch((error) => {
      root.append(el('p', { class: 'result', text: error.message }));
    });
})();
