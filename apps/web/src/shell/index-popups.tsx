import { useCallback, useState } from 'react';
import { ModalAd } from './modal-ad';
import { OfficialNoticeModal } from './official-notice-modal';

/** The index route's pop-ups, one after the other: the official notices, then the AD11 ad. */
export function IndexPopups() {
  const [noticeSettled, setNoticeSettled] = useState(false);
  const settle = useCallback(() => setNoticeSettled(true), []);
  return (
    <>
      <OfficialNoticeModal onSettled={settle} />
      {noticeSettled ? <ModalAd /> : null}
    </>
  );
}
