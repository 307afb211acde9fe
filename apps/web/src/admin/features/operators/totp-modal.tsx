import { Alert, Flex, Modal, Typography } from 'antd';
import type { OperatorSaveAnswer } from '@lottery/contracts';
import { QrCode } from '../../../components/qr-code';

type Totp = NonNullable<OperatorSaveAnswer['totp']>;

/** A new authenticator secret: shown this once, for the operator to scan. */
export function TotpModal({
  account,
  totp,
  onClose,
}: {
  account: string;
  totp: Totp;
  onClose: () => void;
}) {
  return (
    <Modal
      open
      title={`${account} 的动态码`}
      okText="我已保存"
      onOk={onClose}
      onCancel={onClose}
      cancelButtonProps={{ style: { display: 'none' } }}
      maskClosable={false}
    >
      <Flex vertical align="center" gap={12}>
        <Alert
          type="warning"
          showIcon
          message="仅显示一次：请用身份验证器扫描二维码，或手动输入密钥。关闭后无法再次查看。"
        />
        <QrCode text={totp.otpauthUrl} label="动态码二维码" size={200} />
        <Typography.Text copyable={{ text: totp.secret }} code style={{ wordBreak: 'break-all' }}>
          {totp.secret}
        </Typography.Text>
      </Flex>
    </Modal>
  );
}
