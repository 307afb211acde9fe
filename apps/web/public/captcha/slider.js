/*
 * LotterySliderCaptcha: the self-hosted "third-party" slider captcha (plain ES2017, no
 * dependencies). It is served by the static servers listed in the system config key
 * captcha_script_urls and used through window.LotterySliderCaptcha.open(options):
 *   options = { apiBase: '/app-api', onSuccess(ticket), onFail(message), onClose() }
 * open() answers { close() }, which closes the popup without calling onClose.
 * API: GET {apiBase}/v/captcha/slider → {code: 0, data: {id, background, piece, width, height,
 * pieceSize, y}}; POST {apiBase}/v/captcha/slider/verify {id, x} → {code: 0, data: {ticket}}.
 */
/* global window, document */
(function () {
  'use strict';
  if (window.LotterySliderCaptcha) return;

  var TEXT = {
    title: '安全验证',
    hint: '拖动滑块完成拼图',
    loading: '加载中…',
    loadFailed: '加载失败，请点击刷新',
    success: '验证成功',
    fail: '验证失败，请重试',
    refresh: '换一张',
    close: '关闭',
  };
  var SUCCESS_DELAY_MS = 600;
  var RETRY_DELAY_MS = 900;

  var CSS =
    '.lsc-mask{position:fixed;top:0;right:0;bottom:0;left:0;z-index:2000;display:flex;' +
    'align-items:center;justify-content:center;background:rgba(0,0,0,.55);' +
    '-webkit-tap-highlight-color:transparent}' +
    '.lsc-box{width:320px;max-width:calc(100vw - 32px);box-sizing:border-box;padding:12px 14px 16px;' +
    'background:#fff;border-radius:12px;box-shadow:0 8px 30px rgba(0,0,0,.25);color:#333;' +
    'font:14px/1.4 -apple-system,BlinkMacSystemFont,"PingFang SC","Microsoft YaHei",sans-serif}' +
    '.lsc-head{display:flex;align-items:center;margin-bottom:10px}' +
    '.lsc-title{flex:1;font-size:16px;font-weight:600}' +
    '.lsc-btn{width:32px;height:32px;padding:0;border:0;border-radius:50%;background:none;' +
    'color:#888;cursor:pointer;display:flex;align-items:center;justify-content:center}' +
    '.lsc-btn:active{background:#f0f0f0}.lsc-btn svg{width:20px;height:20px}' +
    '.lsc-stage{position:relative;width:100%;overflow:hidden;border-radius:6px;background:#eef1f5}' +
    '.lsc-bg{position:absolute;top:0;left:0;width:100%;height:100%}' +
    '.lsc-piece{position:absolute;left:0;filter:drop-shadow(0 0 3px rgba(0,0,0,.45))}' +
    '.lsc-bg[hidden],.lsc-piece[hidden]{display:none}' +
    '.lsc-note{position:absolute;top:50%;left:0;right:0;transform:translateY(-50%);' +
    'text-align:center;color:#999}' +
    '.lsc-msg{position:absolute;left:0;right:0;bottom:0;padding:6px;text-align:center;color:#fff;' +
    'transform:translateY(100%);transition:transform .2s}' +
    '.lsc-msg.lsc-ok,.lsc-msg.lsc-err{transform:none}' +
    '.lsc-msg.lsc-ok{background:rgba(56,158,13,.9)}.lsc-msg.lsc-err{background:rgba(207,19,34,.9)}' +
    '.lsc-track{position:relative;height:42px;margin-top:12px;box-sizing:border-box;' +
    'border:1px solid #e3e6eb;border-radius:21px;background:#f5f6f8;touch-action:none;' +
    'user-select:none;-webkit-user-select:none}' +
    '.lsc-fill{position:absolute;top:0;left:0;bottom:0;border-radius:21px;background:#d6e8ff}' +
    '.lsc-hint{position:absolute;top:0;left:0;right:0;line-height:40px;text-align:center;color:#999;' +
    'pointer-events:none}' +
    '.lsc-handle{position:absolute;top:-1px;left:0;width:42px;height:42px;box-sizing:border-box;' +
    'border-radius:50%;background:#fff;border:1px solid #d9d9d9;box-shadow:0 2px 6px rgba(0,0,0,.15);' +
    'display:flex;align-items:center;justify-content:center;color:#1677ff;cursor:grab;' +
    'touch-action:none}' +
    '.lsc-handle svg{width:20px;height:20px}' +
    '.lsc-dragging .lsc-handle{background:#1677ff;border-color:#1677ff;color:#fff;cursor:grabbing}' +
    '.lsc-passed .lsc-handle{background:#52c41a;border-color:#52c41a;color:#fff}' +
    '.lsc-failed .lsc-handle{background:#ff4d4f;border-color:#ff4d4f;color:#fff}' +
    '.lsc-back .lsc-handle,.lsc-back .lsc-fill,.lsc-back .lsc-piece{transition:all .3s}' +
    '.lsc-shake{animation:lsc-shake .4s}' +
    '@keyframes lsc-shake{20%,60%{transform:translateX(-8px)}40%,80%{transform:translateX(8px)}}';

  var ICON = {
    refresh:
      '<svg viewBox="0 0 24 24" fill="none" stroke="currentColor" stroke-width="2" ' +
      'stroke-linecap="round"><path d="M20 12a8 8 0 1 1-2.34-5.66"/><path d="M20 4v5h-5"/></svg>',
    close:
      '<svg viewBox="0 0 24 24" fill="none" stroke="currentColor" stroke-width="2" ' +
      'stroke-linecap="round"><path d="M6 6l12 12M18 6L6 18"/></svg>',
    arrow:
      '<svg viewBox="0 0 24 24" fill="none" stroke="currentColor" stroke-width="2.4" ' +
      'stroke-linecap="round" stroke-linejoin="round"><path d="M5 12h14M13 6l6 6-6 6"/></svg>',
  };

  var current = null;

  function injectCss() {
    if (document.getElementById('lsc-style')) return;
    var style = document.createElement('style');
    style.id = 'lsc-style';
    style.textContent = CSS;
    document.head.appendChild(style);
  }

  function el(tag, className, parent) {
    var node = document.createElement(tag);
    if (className) node.className = className;
    if (parent) parent.appendChild(node);
    return node;
  }

  function button(className, label, icon, parent) {
    var node = el('button', 'lsc-btn ' + className, parent);
    node.type = 'button';
    node.setAttribute('aria-label', label);
    node.title = label;
    node.innerHTML = icon;
    return node;
  }

  /** Answers the envelope's data, or throws an Error with the server's message. */
  async function call(url, init) {
    var response = await fetch(url, init);
    var body = await response.json().catch(function () {
      return null;
    });
    if (!response.ok || !body || body.code !== 0) {
      throw new Error((body && (body.msg || body.message)) || TEXT.fail);
    }
    return body.data;
  }

  function open(options) {
    options = options || {};
    if (current) current.close();
    injectCss();
    var apiBase = options.apiBase || '/app-api';
    var onSuccess = options.onSuccess || function () {};
    var onFail = options.onFail || function () {};
    var onClose = options.onClose || function () {};

    var mask = el('div', 'lsc-mask', document.body);
    var box = el('div', 'lsc-box', mask);
    box.setAttribute('role', 'dialog');
    box.setAttribute('aria-modal', 'true');
    box.setAttribute('aria-label', TEXT.title);
    var head = el('div', 'lsc-head', box);
    el('div', 'lsc-title', head).textContent = TEXT.title;
    var refreshButton = button('lsc-refresh', TEXT.refresh, ICON.refresh, head);
    var closeButton = button('lsc-close', TEXT.close, ICON.close, head);

    var stage = el('div', 'lsc-stage', box);
    stage.style.paddingTop = '50%';
    var bg = el('img', 'lsc-bg', stage);
    var piece = el('img', 'lsc-piece', stage);
    bg.alt = '';
    piece.alt = '';
    bg.draggable = false;
    piece.draggable = false;
    var note = el('div', 'lsc-note', stage);
    var msg = el('div', 'lsc-msg', stage);
    msg.setAttribute('role', 'status');

    var track = el('div', 'lsc-track', box);
    var fill = el('div', 'lsc-fill', track);
    el('div', 'lsc-hint', track).textContent = TEXT.hint;
    var handle = el('div', 'lsc-handle', track);
    handle.setAttribute('role', 'slider');
    handle.setAttribute('aria-label', TEXT.hint);
    handle.innerHTML = ICON.arrow;

    var challenge = null;
    var busy = true; // no dragging while a challenge loads or a position is checked
    var verifying = false;
    var closed = false;
    var drag = null;
    var handleLeft = 0;
    var timer = null;
    var loads = 0;

    /** Handle travel in px and the piece's, for the same drag. */
    function travel() {
      var trackWidth = track.getBoundingClientRect().width;
      var handleWidth = handle.getBoundingClientRect().width;
      var stageWidth = stage.getBoundingClientRect().width;
      var pieceWidth = challenge ? (stageWidth * challenge.pieceSize) / challenge.width : 0;
      return {
        handle: Math.max(0, trackWidth - handleWidth),
        piece: Math.max(0, stageWidth - pieceWidth),
        scale: challenge && stageWidth ? stageWidth / challenge.width : 1,
      };
    }

    function moveTo(left) {
      var t = travel();
      handleLeft = Math.min(Math.max(0, left), t.handle);
      var pieceLeft = t.handle ? (handleLeft * t.piece) / t.handle : 0;
      handle.style.left = handleLeft + 'px';
      fill.style.width = handleLeft
        ? handleLeft + handle.getBoundingClientRect().width / 2 + 'px'
        : '0';
      piece.style.left = pieceLeft + 'px';
      return pieceLeft / t.scale;
    }

    /** '' | 'back' (animates back to 0) | 'dragging' | 'passed' | 'failed'. */
    function setState(state) {
      box.className = 'lsc-box' + (state ? ' lsc-' + state : '');
    }

    function setMessage(text, kind) {
      msg.textContent = text;
      msg.className = 'lsc-msg' + (kind ? ' lsc-' + kind : '');
    }

    function later(fn, ms) {
      clearTimeout(timer);
      timer = setTimeout(function () {
        if (!closed) fn();
      }, ms);
    }

    async function load() {
      var mine = ++loads;
      busy = true;
      challenge = null;
      setState('back');
      setMessage('', '');
      moveTo(0);
      bg.hidden = true;
      piece.hidden = true;
      note.textContent = TEXT.loading;
      try {
        var next = await call(apiBase + '/v/captcha/slider', {
          credentials: 'same-origin',
          cache: 'no-store',
          headers: { Accept: 'application/json' },
        });
        if (closed || mine !== loads) return;
        challenge = next;
        stage.style.paddingTop = (next.height / next.width) * 100 + '%';
        bg.src = next.background;
        piece.src = next.piece;
        piece.style.top = (next.y / next.height) * 100 + '%';
        piece.style.width = (next.pieceSize / next.width) * 100 + '%';
        piece.style.height = (next.pieceSize / next.height) * 100 + '%';
        bg.hidden = false;
        piece.hidden = false;
        note.textContent = '';
        moveTo(0);
        busy = false;
      } catch (error) {
        if (closed || mine !== loads) return;
        note.textContent = TEXT.loadFailed;
        onFail(error.message || TEXT.loadFailed);
      }
    }

    async function verify(x) {
      busy = true;
      verifying = true;
      try {
        var data = await call(apiBase + '/v/captcha/slider/verify', {
          method: 'POST',
          credentials: 'same-origin',
          headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
          body: JSON.stringify({ id: challenge.id, x: Math.round(x) }),
        });
        verifying = false;
        if (closed) return;
        setState('passed');
        setMessage(TEXT.success, 'ok');
        later(function () {
          close();
          onSuccess(data.ticket);
        }, SUCCESS_DELAY_MS);
      } catch (error) {
        verifying = false;
        if (closed) return;
        setState('failed');
        setMessage(TEXT.fail, 'err');
        void box.offsetWidth; // restarts the shake when it plays twice in a row
        box.classList.add('lsc-shake');
        onFail(error.message || TEXT.fail);
        later(load, RETRY_DELAY_MS);
      }
    }

    function onDown(event) {
      if (busy || drag) return;
      drag = { id: event.pointerId, startX: event.clientX, startLeft: handleLeft, x: 0 };
      setState('dragging');
      event.preventDefault();
    }

    function onMove(event) {
      if (!drag || event.pointerId !== drag.id) return;
      drag.x = moveTo(drag.startLeft + event.clientX - drag.startX);
      event.preventDefault();
    }

    function onUp(event) {
      if (!drag || event.pointerId !== drag.id) return;
      var moved = handleLeft > 0;
      var x = drag.x;
      drag = null;
      if (event.type === 'pointercancel' || !moved) {
        setState('back');
        moveTo(0);
        return;
      }
      setState('');
      verify(x);
    }

    function onKey(event) {
      if (event.key === 'Escape') dismiss();
    }

    function close() {
      if (closed) return;
      closed = true;
      clearTimeout(timer);
      document.removeEventListener('pointermove', onMove);
      document.removeEventListener('pointerup', onUp);
      document.removeEventListener('pointercancel', onUp);
      document.removeEventListener('keydown', onKey);
      if (mask.parentNode) mask.parentNode.removeChild(mask);
      if (current === api) current = null;
    }

    function dismiss() {
      if (closed) return;
      close();
      onClose();
    }

    handle.addEventListener('pointerdown', onDown);
    document.addEventListener('pointermove', onMove);
    document.addEventListener('pointerup', onUp);
    document.addEventListener('pointercancel', onUp);
    document.addEventListener('keydown', onKey);
    closeButton.addEventListener('click', dismiss);
    refreshButton.addEventListener('click', function () {
      if (!drag && !verifying) load();
    });

    var api = { close: close };
    current = api;
    load();
    return api;
  }

  window.LotterySliderCaptcha = { open: open };
})();
