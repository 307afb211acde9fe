import { Button, Form, Input } from 'antd-mobile';
import { rebateProblem } from '@lottery/contracts';
import type { LinkForm as LinkValues, RebateRange } from '@lottery/contracts';
import { useState } from 'react';
import { showToast } from '../../../lib/toast';
import { agentPageTexts as texts } from '../texts';
import { AccountKind } from './account-kind';
import { RebateField } from './rebate-field';
import styles from './agent.module.css';

export interface LinkDraft {
  isDl: 0 | 1;
  rebate: number;
  /** Digits, or blank for no limit. */
  quota: string;
  remark: string;
}

/**
 * A promotion link's form: 会员/代理, the rebate within the agent's range, an optional quota and a
 * remark. A rebate the range refuses is not sent (rebateProblem's message as a toast).
 */
export function LinkForm({
  initial,
  range,
  pending,
  submitText,
  onSubmit,
}: {
  initial: LinkDraft;
  range: RebateRange;
  pending: boolean;
  submitText: string;
  onSubmit: (link: LinkValues) => void;
}) {
  const [draft, setDraft] = useState(initial);
  const submit = () => {
    const problem = rebateProblem(draft.rebate, range);
    if (problem) {
      showToast(problem);
      return;
    }
    onSubmit({
      isDl: draft.isDl,
      rebate: draft.rebate,
      quota: draft.quota === '' ? '' : Number(draft.quota),
      remark: draft.remark.trim(),
    });
  };
  return (
    <Form
      layout="vertical"
      className={styles.form}
      footer={
        <Button
          block
          color="primary"
          shape="rounded"
          size="large"
          loading={pending}
          onClick={submit}
        >
          {submitText}
        </Button>
      }
    >
      <Form.Item label={texts.accountType}>
        <AccountKind value={draft.isDl} onChange={(isDl) => setDraft({ ...draft, isDl })} />
      </Form.Item>
      <Form.Item label={texts.rebate}>
        <RebateField
          value={draft.rebate}
          range={range}
          onChange={(rebate) => setDraft({ ...draft, rebate })}
        />
      </Form.Item>
      <Form.Item label={texts.quota}>
        <Input
          aria-label={texts.quota}
          inputMode="numeric"
          placeholder={texts.quotaHint}
          value={draft.quota}
          maxLength={7}
          onChange={(quota) => setDraft({ ...draft, quota: quota.replace(/\D/g, '') })}
          clearable
        />
      </Form.Item>
      <Form.Item label={texts.remark}>
        <Input
          aria-label={texts.remark}
          placeholder={texts.remarkHint}
          value={draft.remark}
          maxLength={32}
          onChange={(remark) => setDraft({ ...draft, remark })}
          clearable
        />
      </Form.Item>
    </Form>
  );
}
