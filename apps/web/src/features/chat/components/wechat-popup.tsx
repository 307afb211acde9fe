import { Button, Popup } from 'antd-mobile';
import { useState } from 'react';
import { copyText } from '../../../lib/copy-text';
import { useCompany } from '../../../lib/company/get-company';
import { showToast } from '../../../lib/toast';
import { chatTexts as texts } from '../texts';
import styles from './chat.module.css';

/** WeChat's own scheme: opens the app (a contact's link when the company gives one). */
const weChatScheme = 'weixin://';

/**
 * The WeChat contact popup of spec part 2 §2.3: when company info says showWechatPopup, an entry
 * opens the contact codes of companyDetailList, each with 复制微信号 and 打开微信, or its QR image.
 */
export function WechatEntry() {
  const company = useCompany();
  const [open, setOpen] = useState(false);
  const details = (company.data?.companyDetailList ?? []).filter(
    (detail) => detail.content.trim() !== '' || detail.httpImageUrl.trim() !== '',
  );
  if (company.data?.showWechatPopup !== 1 || details.length === 0) return null;

  const copy = async (code: string) => {
    if (await copyText(code)) showToast(texts.copied, { icon: 'success' });
  };

  return (
    <>
      <button type="button" className={styles.headerButton} onClick={() => setOpen(true)}>
        {texts.wechat}
      </button>
      <Popup visible={open} onMaskClick={() => setOpen(false)} onClose={() => setOpen(false)}>
        <div className={styles.wechat} role="dialog" aria-label={texts.wechat}>
          {details.map((detail, index) => (
            <section key={`${detail.type}-${index}`} className={styles.wechat}>
              {detail.httpImageUrl ? (
                <img className={styles.wechatQr} src={detail.httpImageUrl} alt={texts.wechat} />
              ) : null}
              {detail.content ? (
                <>
                  <span className={styles.wechatCode}>
                    {texts.wechatCode}：{detail.content}
                  </span>
                  <div className={styles.wechatActions}>
                    <Button size="small" shape="rounded" onClick={() => void copy(detail.content)}>
                      {texts.copyWechat}
                    </Button>
                    <Button
                      size="small"
                      shape="rounded"
                      color="primary"
                      onClick={() => {
                        void copy(detail.content);
                        window.location.href = /^weixin:\/\//i.test(detail.wechatUrl)
                          ? detail.wechatUrl
                          : weChatScheme;
                      }}
                    >
                      {texts.openWechat}
                    </Button>
                  </div>
                </>
              ) : null}
            </section>
          ))}
          <Button block fill="none" onClick={() => setOpen(false)}>
            {texts.close}
          </Button>
        </div>
      </Popup>
    </>
  );
}
