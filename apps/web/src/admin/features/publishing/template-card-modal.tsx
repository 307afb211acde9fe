import { Form, Input, InputNumber, Switch } from 'antd';
import { saveTemplateBody, type AdminTemplate, type SaveTemplateBody } from '@lottery/contracts';
import { FormModal } from '../../components/form-modal';
import { zodRule } from '../../lib/zod-rule';
import { useSaveTemplate } from './publishing-api';

const fields = saveTemplateBody.shape;

type CardForm = Omit<SaveTemplateBody, 'id' | 'gameId' | 'status'> & { enabled: boolean };

const formOf = (card: AdminTemplate | null): CardForm => ({
  templateCode: card?.templateCode ?? '',
  name: card?.name ?? '',
  subName: card?.subName ?? '',
  note1: card?.note1 ?? '',
  note2: card?.note2 ?? '',
  colorTheme: card?.colorTheme ?? '',
  playCateName: card?.playCateName ?? '',
  sort: card?.sort ?? 0,
  enabled: card ? card.status === 1 : true,
});

interface TemplateCardModalProps {
  /** The card to change, or null for a new one of `gameId`. */
  card: AdminTemplate | null;
  gameId: number;
  onClose: () => void;
}

/** 新增/编辑模板卡片; the game's list and its template file follow at once. */
export function TemplateCardModal({ card, gameId, onClose }: TemplateCardModalProps) {
  const save = useSaveTemplate();
  return (
    <FormModal<CardForm, SaveTemplateBody>
      title={card ? '编辑模板卡片' : '新增模板卡片'}
      save={save}
      toBody={({ enabled, ...values }) => ({
        ...values,
        sort: values.sort ?? 0,
        gameId,
        status: enabled ? 1 : 0,
        ...(card ? { id: card.id } : {}),
      })}
      onClose={onClose}
      width={560}
      initialValues={formOf(card)}
    >
      <Form.Item name="name" label="名称" rules={[zodRule(fields.name)]}>
        <Input maxLength={60} />
      </Form.Item>
      <Form.Item
        name="templateCode"
        label="版式代码"
        extra="决定会员端的展示版式，如 MB01、MB24"
        rules={[zodRule(fields.templateCode)]}
      >
        <Input maxLength={20} />
      </Form.Item>
      <Form.Item name="subName" label="副标题" rules={[zodRule(fields.subName)]}>
        <Input maxLength={60} />
      </Form.Item>
      <Form.Item name="playCateName" label="玩法分类" rules={[zodRule(fields.playCateName)]}>
        <Input maxLength={20} />
      </Form.Item>
      <Form.Item name="note1" label="说明一" rules={[zodRule(fields.note1)]}>
        <Input maxLength={200} />
      </Form.Item>
      <Form.Item name="note2" label="说明二" rules={[zodRule(fields.note2)]}>
        <Input maxLength={200} />
      </Form.Item>
      <Form.Item
        name="colorTheme"
        label="配色"
        extra="两个颜色，逗号分隔"
        rules={[zodRule(fields.colorTheme)]}
      >
        <Input maxLength={40} placeholder="#e53935,#ffffff" />
      </Form.Item>
      <Form.Item name="sort" label="排序">
        <InputNumber min={0} max={1_000_000} precision={0} style={{ width: 160 }} />
      </Form.Item>
      <Form.Item name="enabled" label="启用" valuePropName="checked">
        <Switch />
      </Form.Item>
    </FormModal>
  );
}
