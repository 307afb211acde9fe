import { Selector } from 'antd-mobile';
import { agentPageTexts as texts } from '../texts';

/** 会员 or 代理: what an account (or a link's registrations) becomes. */
export function AccountKind({
  value,
  onChange,
}: {
  value: 0 | 1;
  onChange: (isDl: 0 | 1) => void;
}) {
  return (
    <Selector
      aria-label={texts.accountType}
      columns={2}
      options={[
        { label: texts.member, value: '0' },
        { label: texts.agent, value: '1' },
      ]}
      value={[String(value)]}
      onChange={([picked]) => {
        if (picked !== undefined) onChange(picked === '1' ? 1 : 0);
      }}
    />
  );
}
