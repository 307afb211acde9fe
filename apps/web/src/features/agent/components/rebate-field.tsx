import { Input, Slider } from 'antd-mobile';
import { rebateStep, roundRebate } from '@lottery/contracts';
import type { RebateRange } from '@lottery/contracts';
import { useState } from 'react';
import { agentPageTexts as texts } from '../texts';
import styles from './agent.module.css';

/**
 * A rebate within the agent's range: a slider in tenths of a percent, and the number typed as
 * well (checked with rebateProblem when the form is sent).
 */
export function RebateField({
  value,
  range,
  onChange,
}: {
  value: number;
  range: RebateRange;
  onChange: (rebate: number) => void;
}) {
  const [min, max] = range;
  const [typed, setTyped] = useState<string | null>(null);
  return (
    <div className={styles.rebate}>
      <div className={styles.rebateTop}>
        <Input
          aria-label={texts.rebate}
          className={styles.rebateInput}
          inputMode="decimal"
          value={typed ?? String(value)}
          onChange={(next) => {
            const cleaned = next.replace(/[^\d.]/g, '');
            setTyped(cleaned);
            onChange(cleaned === '' ? Number.NaN : Number(cleaned));
          }}
          onBlur={() => setTyped(null)}
        />
        <span className={styles.rebateUnit}>%</span>
        <span className={styles.rebateRange}>{texts.rebateRange(min, max)}</span>
      </div>
      {max > min ? (
        <Slider
          aria-label={`${texts.rebate}滑块`}
          min={min}
          max={max}
          step={rebateStep}
          value={Number.isFinite(value) ? Math.min(Math.max(value, min), max) : min}
          onChange={(next) => {
            setTyped(null);
            onChange(roundRebate(Array.isArray(next) ? (next[0] ?? min) : next));
          }}
        />
      ) : null}
    </div>
  );
}
