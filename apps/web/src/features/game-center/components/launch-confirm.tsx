import { Dialog } from 'antd-mobile';
import { gameCenterTexts } from '@lottery/contracts';

interface LaunchConfirmProps {
  visible: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

/** 立即进入游戏! with 取消 and 确认, before an external game link opens. */
export function LaunchConfirm({ visible, onConfirm, onCancel }: LaunchConfirmProps) {
  return (
    <Dialog
      visible={visible}
      content={<div style={{ textAlign: 'center' }}>{gameCenterTexts.launchConfirm}</div>}
      closeOnMaskClick
      onClose={onCancel}
      onAction={(action) => (action.key === 'confirm' ? onConfirm() : onCancel())}
      actions={[
        [
          { key: 'cancel', text: gameCenterTexts.cancel },
          { key: 'confirm', text: gameCenterTexts.confirm, bold: true },
        ],
      ]}
    />
  );
}
