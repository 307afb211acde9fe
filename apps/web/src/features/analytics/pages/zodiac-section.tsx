import { analyticsSections } from '@lottery/contracts';
import { AnalyticSection } from '../components/analytic-section';
import { zodiacPages } from '../model/sections';

/** /game/{id}/analytic/zodiac: 生肖分析 and its five pages. */
export default function ZodiacSection() {
  return (
    <AnalyticSection title={analyticsSections.zodiac.title} base="zodiac" items={zodiacPages} />
  );
}
