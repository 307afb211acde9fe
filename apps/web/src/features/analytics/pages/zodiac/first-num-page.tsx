import { useAnalyticPage } from '../../components/analytic-section';
import { ZodiacRuns } from './zodiac-runs';

/** 正码生肖 (正码一): the animal of the first ball drawn, each draw by its own lunar year. */
export default function FirstNumPage() {
  const { zodiac } = useAnalyticPage().analytics;
  return (
    <ZodiacRuns
      title="正码一生肖"
      note="按第一个开出的正码（正码一）在开奖当年的生肖统计；号码为今年的生肖号码。"
      rows={zodiac.first}
      reference={zodiac.reference}
    />
  );
}
