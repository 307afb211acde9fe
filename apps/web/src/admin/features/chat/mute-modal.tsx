import { Form, Input, Radio } from 'antd';
import {
  chatMuteMinuteChoices,
  muteChatMemberBody,
  type AdminChatMessage,
  type MuteChatMemberBody,
} from '@lottery/contracts';
import { FormModal } from '../../components/form-modal';
import { zodRule } from '../../lib/zod-rule';
import { useMuteChatMember } from './chat-api';

const minuteLabels: Record<number, string> = {
  10: '10分钟',
  60: '1小时',
  1440: '1天',
  0: '解除禁言',
};

interface MuteForm {
  minutes: number;
  everywhere: boolean;
  reason: string;
}

interface MuteModalProps {
  /** A message of the member to mute (who, and in which room). */
  message: AdminChatMessage;
  roomName: string;
  onClose: () => void;
}

/** 禁言: the sender of a message, in this room or every room, for a while (or lifted). */
export function MuteModal({ message: target, roomName, onClose }: MuteModalProps) {
  const mute = useMuteChatMember();
  const who = target.senderAccount ?? target.senderName;
  return (
    <FormModal<MuteForm, MuteChatMemberBody>
      title={`禁言 · ${who}`}
      okText="确定"
      save={mute}
      toBody={({ minutes, everywhere, reason }) => ({
        chatUserId: target.senderId,
        roomId: everywhere ? null : target.roomId,
        minutes,
        reason,
      })}
      successText={({ minutes }) => (minutes === 0 ? '已解除禁言' : '已禁言')}
      onClose={onClose}
      initialValues={{ minutes: chatMuteMinuteChoices[0], everywhere: false, reason: '' }}
    >
      <Form.Item name="minutes" label="时长">
        <Radio.Group
          options={[...chatMuteMinuteChoices, 0].map((value) => ({
            value,
            label: minuteLabels[value],
          }))}
        />
      </Form.Item>
      <Form.Item name="everywhere" label="范围">
        <Radio.Group
          options={[
            { value: false, label: `本聊天室（${roomName}）` },
            { value: true, label: '全部聊天室' },
          ]}
        />
      </Form.Item>
      <Form.Item name="reason" label="原因" rules={[zodRule(muteChatMemberBody.shape.reason)]}>
        <Input.TextArea rows={2} maxLength={200} />
      </Form.Item>
    </FormModal>
  );
}
