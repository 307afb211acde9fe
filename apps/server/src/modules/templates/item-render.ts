import { zodiacOfBall } from '@lottery/contracts';
import {
  isHit,
  pendingNote,
  predictionText,
  resultText,
  outcomeNote,
  type PastDraw,
  type Prediction,
  type PredictorKind,
} from './predictions';

/**
 * How a prediction item shows its picks (docs/api.md "Templates"): the same prediction is written
 * into the item's fields when the issue opens (pending) and again when its turn is drawn.
 */
export const itemStyles = ['plain', 'balls', 'grid', 'table', 'poem', 'post', 'rich'] as const;
export type ItemStyle = (typeof itemStyles)[number];

/** What a prediction item stores: enough to render it again once its turn is drawn. */
export interface StoredPrediction {
  style: ItemStyle;
  /** The first part is the item's headline: its hit is the item's hit. */
  parts: Prediction[];
  /** The lunar year of the turn (the animals of the numbers). */
  lunarYear: number;
  /** Free words of the style: a poem's title and verse, a post's author. */
  words?: { title?: string; text?: string; author?: string };
}

export const kindLabels: Record<PredictorKind, string> = {
  zodiac1: '一肖',
  zodiac3: '三肖',
  zodiac6: '六肖',
  zodiac7: '七肖',
  kill3: '杀三肖',
  numbers10: '十码',
  numbers24: '二十四码',
  heShu: '合数',
  qqsh: '琴棋书画',
  season: '四季',
  gender: '男女',
  bigSmall: '大小',
  oddEven: '单双',
  color: '波色',
  tail3: '三尾',
  pingte: '平特一肖',
};

export interface RenderedItem {
  content: string;
  content2: string;
  content3: string;
  note: string;
  multiContents: { title: string; content: string }[];
  hit: 0 | 1 | null;
  activeCover: 0 | 1;
}

const escape = (text: string) =>
  text.replace(
    /[&<>"]/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c] ?? c,
  );

const verdict = (hit: boolean) => (hit ? '准' : '错');
const red = (text: string) => `<span style="color:#e53935">${escape(text)}</span>`;

/** The item's fields: pending when `draw` is undefined, scored against it otherwise. */
export const renderItem = (
  turnNum: string,
  stored: StoredPrediction,
  draw?: PastDraw,
): RenderedItem => {
  const [head] = stored.parts;
  if (!head) throw new Error('a prediction item needs a part');
  const hits = draw ? stored.parts.map((part) => isHit(part, draw)) : [];
  const headHit = hits[0];
  const partLine = (part: Prediction, i: number) =>
    `${kindLabels[part.kind]}：${predictionText(part)}${draw ? ` ${verdict(hits[i] === true)}` : ''}`;
  const base: RenderedItem = {
    content: predictionText(head),
    content2: kindLabels[head.kind],
    content3: draw ? `${resultText(draw)} ${verdict(headHit === true)}` : '',
    note: draw ? outcomeNote(head, draw) : pendingNote,
    multiContents: [],
    hit: draw ? (headHit ? 1 : 0) : null,
    activeCover: headHit ? 1 : 0,
  };
  switch (stored.style) {
    case 'plain':
      return base;
    case 'balls':
      return {
        ...base,
        content2: head.picks.map((n) => zodiacOfBall(Number(n), stored.lunarYear)).join(' '),
      };
    case 'grid':
      return {
        ...base,
        multiContents: stored.parts.map((part, i) => ({
          title: kindLabels[part.kind],
          content: `${predictionText(part)}${draw ? ` ${verdict(hits[i] === true)}` : ''}`,
        })),
      };
    case 'table': {
      const rows = stored.parts
        .map(
          (part, i) =>
            `<tr><td>${kindLabels[part.kind]}</td><td>${escape(predictionText(part))}</td><td>${
              draw ? (hits[i] ? red(verdict(true)) : verdict(false)) : '待开'
            }</td></tr>`,
        )
        .join('');
      return {
        ...base,
        content: `<table><thead><tr><th>${escape(turnNum)}期</th><th>推荐</th><th>结果</th></tr></thead><tbody>${rows}</tbody></table>`,
      };
    }
    case 'poem':
      return {
        ...base,
        content2: stored.words?.text ?? '',
        multiContents: [{ title: stored.words?.title ?? '', content: predictionText(head) }],
      };
    case 'post':
      return {
        ...base,
        content: `${stored.words?.author ?? ''}：${turnNum}期${kindLabels[head.kind]}【${predictionText(head)}】`,
        content2: stored.words?.author ?? '',
      };
    case 'rich':
      return {
        ...base,
        content: stored.parts
          .map(
            (part, i) => `<p>${hits[i] ? red(partLine(part, i)) : escape(partLine(part, i))}</p>`,
          )
          .join(''),
      };
  }
};
