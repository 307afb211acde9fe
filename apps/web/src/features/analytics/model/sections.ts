import { analyticsSections } from '@lottery/contracts';
import type { SectionChild } from '../components/analytic-section';

/** The pages of 特码分析 (spec part 2 §2.8: /game/{id}/analytic/special and its children). */
export const specialPages: readonly SectionChild[] = analyticsSections.special.pages;

/** The pages of 生肖分析 (/game/{id}/analytic/zodiac and its children). */
export const zodiacPages: readonly SectionChild[] = analyticsSections.zodiac.pages;
