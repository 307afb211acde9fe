import {
  BankcardOutline,
  GlobalOutline,
  PayCircleOutline,
  TransportQRcodeOutline,
  UserContactOutline,
} from 'antd-mobile-icons';
import { channelType } from '@lottery/contracts';

/** The glyph of a channel type. */
export function ChannelIcon({ type }: { type: number }) {
  switch (type) {
    case channelType.bank:
      return <BankcardOutline />;
    case channelType.usdt:
      return <TransportQRcodeOutline />;
    case channelType.online:
      return <GlobalOutline />;
    case channelType.direct:
      return <UserContactOutline />;
    default:
      return <PayCircleOutline />;
  }
}
