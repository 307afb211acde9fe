import { App, Form, InputNumber, Modal, Switch } from 'antd';
import { saveGameBody, type AdminCentreGame } from '@lottery/contracts';
import { useToastError } from '../../lib/toast-error';
import { zodRule } from '../../lib/zod-rule';
import { useSaveCentreGame } from './games-api';

interface GameForm {
  enabled: boolean;
  sort: number;
  hot: number;
}

const fields = saveGameBody.shape;

/** 编辑游戏: shown in the game centre or not, its order, its hot rank (0 leaves the hot tab). */
export function GameFormModal({ game, onClose }: { game: AdminCentreGame; onClose: () => void }) {
  const [form] = Form.useForm<GameForm>();
  const save = useSaveCentreGame();
  const { message } = App.useApp();
  const toastError = useToastError();

  const submit = (values: GameForm) =>
    save.mutate(
      {
        gameId: game.gameId,
        enabled: values.enabled,
        sort: values.sort ?? 0,
        hot: values.hot ?? 0,
      },
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
      title={`编辑游戏 · ${game.gameName}`}
      okText="保存"
      cancelText="取消"
      confirmLoading={save.isPending}
      onOk={() => form.submit()}
      onCancel={onClose}
      destroyOnHidden
    >
      <Form<GameForm>
        form={form}
        layout="vertical"
        onFinish={submit}
        initialValues={{ enabled: game.enabled, sort: game.sort, hot: game.hot }}
      >
        <Form.Item name="enabled" label="启用" valuePropName="checked">
          <Switch />
        </Form.Item>
        <Form.Item name="sort" label="排序" extra="小的在前" rules={[zodRule(fields.sort)]}>
          <InputNumber min={0} precision={0} style={{ width: 160 }} />
        </Form.Item>
        <Form.Item
          name="hot"
          label="热门排名"
          extra="大于 0 显示在热门分类，数值大的在前；0 为不热门"
          rules={[zodRule(fields.hot)]}
        >
          <InputNumber min={0} precision={0} style={{ width: 160 }} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
