import { Form, Input } from 'antd';
import { saveMaintenanceBody, type SaveMaintenanceBody } from '@lottery/contracts';
import { FormModal } from '../../components/form-modal';
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
  const save = useSaveMaintenance();
  return (
    <FormModal<{ maintain: string }, SaveMaintenanceBody>
      title={`维护时间 · ${target.name}`}
      save={save}
      toBody={({ maintain }) => ({ gameId: target.gameId, maintain: (maintain ?? '').trim() })}
      onClose={onClose}
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
    </FormModal>
  );
}
