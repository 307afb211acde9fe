import { Form, InputNumber, Switch } from 'antd';
import { saveGameBody, type AdminCentreGame, type SaveGameBody } from '@lottery/contracts';
import { FormModal } from '../../components/form-modal';
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
  const save = useSaveCentreGame();
  return (
    <FormModal<GameForm, SaveGameBody>
      title={`编辑游戏 · ${game.gameName}`}
      save={save}
      toBody={(values) => ({
        gameId: game.gameId,
        enabled: values.enabled,
        sort: values.sort ?? 0,
        hot: values.hot ?? 0,
      })}
      onClose={onClose}
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
    </FormModal>
  );
}
