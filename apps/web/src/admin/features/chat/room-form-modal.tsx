import { Form, InputNumber, Switch } from 'antd';
import { saveChatRoomBody, type AdminChatRoom, type SaveChatRoomBody } from '@lottery/contracts';
import { FormModal } from '../../components/form-modal';
import { zodRule } from '../../lib/zod-rule';
import { useSaveChatRoom } from './chat-api';

const fields = saveChatRoomBody.shape;

interface RoomForm {
  enableChat: boolean;
  secPerMess: number;
  minVipLevel: number;
  maintenance: boolean;
}

/** 编辑聊天室: who may speak, slow mode, the lowest VIP level, the room's maintenance. */
export function RoomFormModal({ room, onClose }: { room: AdminChatRoom; onClose: () => void }) {
  const save = useSaveChatRoom();
  return (
    <FormModal<RoomForm, SaveChatRoomBody>
      title={`编辑聊天室 · ${room.name}`}
      save={save}
      toBody={(values) => ({
        id: room.id,
        enableChat: values.enableChat ? 1 : 0,
        secPerMess: values.secPerMess ?? 0,
        minVipLevel: values.minVipLevel ?? 0,
        maintenance: values.maintenance ? 1 : 0,
      })}
      onClose={onClose}
      initialValues={{
        enableChat: room.enableChat === 1,
        secPerMess: room.secPerMess,
        minVipLevel: room.minVipLevel,
        maintenance: room.maintenance === 1,
      }}
    >
      <Form.Item
        name="enableChat"
        label="允许会员发言"
        valuePropName="checked"
        extra="关闭后只有管理员和客服可以发言"
      >
        <Switch />
      </Form.Item>
      <Form.Item
        name="secPerMess"
        label="发言间隔（秒）"
        extra="0 表示不限制"
        rules={[zodRule(fields.secPerMess)]}
      >
        <InputNumber min={0} precision={0} style={{ width: 160 }} />
      </Form.Item>
      <Form.Item name="minVipLevel" label="最低发言VIP等级" rules={[zodRule(fields.minVipLevel)]}>
        <InputNumber min={0} precision={0} style={{ width: 160 }} />
      </Form.Item>
      <Form.Item name="maintenance" label="维护中" valuePropName="checked">
        <Switch />
      </Form.Item>
    </FormModal>
  );
}
