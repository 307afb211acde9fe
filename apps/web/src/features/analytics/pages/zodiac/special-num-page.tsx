import { useAnalyticPage } from '../../components/analytic-section';
import { ZodiacRuns } from './zodiac-runs';

/** 特码生肖: the animal of the special (第七个号码), each draw by its own lunar year. */
export default function SpecialNumPage() {
  const { zodiac } = useAnalyticPage().analytics;
  return (
    <ZodiacRuns
      title="特码生肖"
      note="按特码（第七个号码）在开奖当年的生肖统计；号码为今年的生肖号码。"
      rows={zodiac.special}
      reference={zodiac.reference}
    />
  );
}
