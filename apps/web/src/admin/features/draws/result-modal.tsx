import { Alert, Form, Input, Modal } from 'antd';
import { adminCorrectResultBody, adminEnterResultBody } from '@lottery/contracts';
import { zodRule } from '../../lib/zod-rule';
import { DrawBalls } from './draw-balls';

interface ResultModalProps {
  kind: 'enter' | 'correct';
  turn: { gameId: number; turnNum: string; openNum: string };
  pending: boolean;
  onSubmit: (values: { openNum: string; reason?: string }) => void;
  onClose: () => void;
}

/**
 * 录入开奖结果 for a closed turn, or 更正开奖结果 for a drawn one (with its reason): the
 * correction says first what it does to the turn's bets.
 */
export function ResultModal({ kind, turn, pending, onSubmit, onClose }: ResultModalProps) {
  const [form] = Form.useForm<{ openNum: string; reason?: string }>();
  const correcting = kind === 'correct';
  return (
    <Modal
      open
      title={correcting ? `更正开奖结果（${turn.turnNum}期）` : `录入开奖结果（${turn.turnNum}期）`}
      okText={correcting ? '确认更正' : '确认开奖'}
      okButtonProps={{ danger: correcting }}
      cancelText="取消"
      confirmLoading={pending}
      onOk={() => form.submit()}
      onCancel={onClose}
      destroyOnHidden
    >
      {correcting && (
        <>
          <Alert
            type="warning"
            showIcon
            title="更正后，本期已结算的注单将全部冲正，并按新号码重新结算派奖。此操作会记入审计日志。"
            style={{ marginBottom: 16 }}
          />
          <Form.Item label="原开奖号码">
            <DrawBalls openNum={turn.openNum} />
          </Form.Item>
        </>
      )}
      <Form
        form={form}
        layout="vertical"
        onFinish={({ openNum, reason }) =>
          onSubmit({ openNum: openNum.trim(), ...(correcting ? { reason: reason?.trim() } : {}) })
        }
      >
        <Form.Item
          name="openNum"
          label={correcting ? '新开奖号码' : '开奖号码'}
          extra="7 个 1–49 的不重复号码，用英文逗号分隔，最后一个为特码"
          rules={[zodRule(adminEnterResultBody.shape.openNum)]}
        >
          <Input placeholder="03,15,22,28,34,41,09" inputMode="numeric" autoComplete="off" />
        </Form.Item>
        {correcting && (
          <Form.Item
            name="reason"
            label="更正原因"
            required
            rules={[zodRule(adminCorrectResultBody.shape.reason)]}
          >
            <Input.TextArea maxLength={200} showCount autoSize={{ minRows: 2, maxRows: 5 }} />
          </Form.Item>
        )}
      </Form>
    </Modal>
  );
}
