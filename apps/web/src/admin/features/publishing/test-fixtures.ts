import { screen } from '@testing-library/react';
import type {
  AdminGalleryGroup,
  AdminPromotion,
  AdminTemplate,
  AdminTemplateItem,
  LibraryArticle,
} from '@lottery/contracts';

/** A two-character antd button's label, which antd spaces out ("删 除"). */
export const spaced = (text: string) => new RegExp(`^${[...text].join('\\s*')}$`);

export const pageOf = <T>(list: T[]) => ({ list, total: list.length, page: 1, size: 20 });

export const games = [
  { id: 110, name: '香港六合彩', enabled: true },
  { id: 90, name: '澳门六合彩', enabled: true },
];

export const card = (overrides: Partial<AdminTemplate> = {}): AdminTemplate => ({
  id: 11,
  gameId: 110,
  templateCode: 'MB01',
  name: '六肖中特',
  subName: '',
  note1: '',
  note2: '',
  colorTheme: '',
  playCateName: '特码',
  sort: 1,
  status: 1,
  generated: true,
  ...overrides,
});

export const item = (overrides: Partial<AdminTemplateItem> = {}): AdminTemplateItem => ({
  id: 31,
  groupId: 21,
  templateId: 11,
  title: '128',
  content: '<b>鼠牛虎龙马猴</b>',
  content2: '六肖',
  content3: '',
  note: '',
  iconUrl: '',
  subName: '',
  sort: 128,
  requireLogin: 0,
  requireRecharge: 0,
  templateType: 1,
  activeCover: 0,
  badges: [],
  turnNum: '2025128',
  updatedAt: Date.UTC(2025, 4, 8, 13),
  ...overrides,
});

export const galleryGroup = (overrides: Partial<AdminGalleryGroup> = {}): AdminGalleryGroup => ({
  id: 41,
  gameId: 110,
  groupType: 1,
  name: '四不像',
  initials: 'S',
  popular: true,
  categoryId: null,
  chartKind: 'zodiac',
  sort: 0,
  enabled: true,
  imageCount: 12,
  ...overrides,
});

export const promotionOf = (overrides: Partial<AdminPromotion> = {}): AdminPromotion => ({
  id: 51,
  classifyType: 2,
  classifyName: '充值',
  name: '每日充值加赠',
  coverUrl: '/sys-upload/images/p.svg',
  imageUrl: '',
  templateType: 0,
  color: '',
  startTime: Date.UTC(2025, 0, 1),
  endTime: Date.UTC(2099, 0, 1),
  domain: '',
  linkUrl: '',
  content: '<p>加赠 2%</p>',
  device: 0,
  sort: 3,
  ...overrides,
});

export const articleOf = (overrides: Partial<LibraryArticle> = {}): LibraryArticle => ({
  id: 61,
  categoryCode: 'water-forum',
  categoryName: '水坛论坛',
  title: '本期推荐',
  summary: '',
  author: '老王',
  coverUrl: '',
  publishedAt: Date.UTC(2025, 4, 1, 2),
  content: '<p>正文</p>',
  ...overrides,
});

/** The open modal (or drawer) whose title is `title`. */
export const modalTitled = async (title: string, kind: 'modal' | 'drawer' = 'modal') => {
  const heading = await screen.findByText(title, { selector: `.ant-${kind}-title` });
  const found = heading.closest<HTMLElement>(`.ant-${kind}`);
  if (!found) throw new Error(`no ${kind} titled ${title}`);
  return found;
};
