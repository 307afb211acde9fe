import { App, Form, Input, Modal } from 'antd';
import { saveMaintenanceBody } from '@lottery/contracts';
import { useToastError } from '../../lib/toast-error';
import { zodRule } from '../../lib/zod-rule';
import { useSaveMaintenance } from './games-api';

/** The game being given a window: a game-centre game's id, name and current `maintain`. */
export interface MaintenanceTarget {
  gameId: number;
  name: string;
  maintain: string;
}

export const maintainExample = '2026-11-24 02:00:00~2026-11-24 06:00:00';

/**
 * 维护时间: two local times of the system time zone joined by ~, or empty to end it. The game
 * centre shows the window and refuses launches inside it.
 */
export function MaintenanceModal({
  target,
  onClose,
}: {
  target: MaintenanceTarget;
  onClose: () => void;
}) {
  const [form] = Form.useForm<{ maintain: string }>();
  const save = useSaveMaintenance();
  const { message } = App.useApp();
  const toastError = useToastError();

  const submit = ({ maintain }: { maintain: string }) =>
    save.mutate(
      { gameId: target.gameId, maintain: (maintain ?? '').trim() },
      {
        onSuccess: () => {
          void message.success('已保存');
          onClose();
        },
        onError: toastError,
      },
    );

  return (
    <Modal
      open
      title={`维护时间 · ${target.name}`}
      okText="保存"
      cancelText="取消"
      confirmLoading={save.isPending}
      onOk={() => form.submit()}
      onCancel={onClose}
      destroyOnHidden
    >
      <Form<{ maintain: string }>
        form={form}
        layout="vertical"
        onFinish={submit}
        initialValues={{ maintain: target.maintain }}
      >
        <Form.Item
          name="maintain"
          label="维护时间"
          extra="系统时区的开始与结束时间，以 ~ 相连；留空为不维护"
          rules={[zodRule(saveMaintenanceBody.shape.maintain)]}
        >
          <Input allowClear placeholder={maintainExample} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
