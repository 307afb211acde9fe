import { analyticsSections } from '@lottery/contracts';
import { AnalyticSection } from '../components/analytic-section';
import { specialPages } from '../model/sections';

/** /game/{id}/analytic/special: 特码分析 and its six pages. */
export default function SpecialSection() {
  return (
    <AnalyticSection title={analyticsSections.special.title} base="special" items={specialPages} />
  );
}
