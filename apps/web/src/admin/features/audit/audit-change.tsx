import { Col, Row, Typography } from 'antd';
import type { AdminAuditRow } from '@lottery/contracts';

const jsonOf = (value: unknown) =>
  value === null || value === undefined ? '—' : JSON.stringify(value, null, 2);

function State({ title, value }: { title: string; value: unknown }) {
  return (
    <>
      <Typography.Text type="secondary">{title}</Typography.Text>
      <pre
        style={{
          margin: '4px 0 0',
          padding: 8,
          maxHeight: 320,
          overflow: 'auto',
          fontSize: 12,
          background: 'rgba(0, 0, 0, 0.03)',
          borderRadius: 6,
        }}
      >
        {jsonOf(value)}
      </pre>
    </>
  );
}

/** What an action changed: the state before and after, side by side (stacked on a phone). */
export function AuditChange({ row }: { row: AdminAuditRow }) {
  return (
    <Row gutter={[12, 12]}>
      <Col xs={24} md={12}>
        <State title="操作前" value={row.before} />
      </Col>
      <Col xs={24} md={12}>
        <State title="操作后" value={row.after} />
      </Col>
    </Row>
  );
}
