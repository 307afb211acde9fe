import { chatLimits } from '@lottery/contracts';
import { Button } from 'antd-mobile';
import { PictureOutline, SmileOutline, MessageOutline } from 'antd-mobile-icons';
import { useRef, useState } from 'react';
import type { ChangeEvent, FormEvent } from 'react';
import { showToast } from '../../../lib/toast';
import { chatEmoji, chatTexts as texts } from '../texts';
import styles from './chat.module.css';

type Panel = 'emoji' | 'quick' | null;

const emojiOnly = (text: string): boolean => {
  let rest = text;
  for (const emoji of chatEmoji) rest = rest.split(emoji).join('');
  return rest.trim() === '';
};

export interface ComposerProps {
  /** Why the viewer may not write here (permission, mute); null when they may. */
  blockedReason: string | null;
  /** Seconds left of slow mode; 0 when they may send now. */
  wait: number;
  /** The room's slow mode, seconds (0: none), said under the input. */
  secPerMess: number;
  quickMessages: readonly string[];
  /** The 红包 button (members in rooms). */
  onHongbao?: () => void;
  onSend: (type: 'text' | 'emoji', body: string) => void;
  onImage: (file: File) => void;
}

/** The composer: text, emoji, quick messages, an image, and a red packet in rooms. */
export function Composer({
  blockedReason,
  wait,
  secPerMess,
  quickMessages,
  onHongbao,
  onSend,
  onImage,
}: ComposerProps) {
  const [text, setText] = useState('');
  const [panel, setPanel] = useState<Panel>(null);
  const fileInput = useRef<HTMLInputElement>(null);

  if (blockedReason !== null) {
    return (
      <footer className={styles.composer}>
        <p className={styles.blocked} role="note" data-testid="chat-blocked">
          {blockedReason}
        </p>
      </footer>
    );
  }

  const send = (body: string) => {
    const trimmed = body.trim();
    if (trimmed === '' || wait > 0) return false;
    if (Array.from(trimmed).length > chatLimits.maxTextLength) {
      showToast(texts.tooLong(chatLimits.maxTextLength));
      return false;
    }
    onSend(emojiOnly(trimmed) ? 'emoji' : 'text', trimmed);
    return true;
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (send(text)) setText('');
  };

  const pick = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (file) onImage(file);
  };

  const toggle = (next: Panel) => setPanel((current) => (current === next ? null : next));

  return (
    <footer className={styles.composer}>
      <form className={styles.inputRow} onSubmit={submit}>
        <input
          className={styles.input}
          type="text"
          value={text}
          maxLength={chatLimits.maxTextLength}
          placeholder={texts.placeholder}
          aria-label={texts.placeholder}
          data-testid="chat-input"
          enterKeyHint="send"
          onChange={(event) => setText(event.target.value)}
          onFocus={() => setPanel(null)}
        />
        <Button
          type="submit"
          color="primary"
          size="small"
          className={styles.send}
          disabled={text.trim() === '' || wait > 0}
          data-testid="chat-send"
          aria-label={texts.send}
        >
          {wait > 0 ? texts.wait(wait) : texts.send}
        </Button>
      </form>
      <div className={styles.tools}>
        <button
          type="button"
          className={styles.tool}
          aria-pressed={panel === 'emoji'}
          onClick={() => toggle('emoji')}
        >
          <SmileOutline aria-hidden />
          {texts.emoji}
        </button>
        {quickMessages.length > 0 ? (
          <button
            type="button"
            className={styles.tool}
            aria-pressed={panel === 'quick'}
            onClick={() => toggle('quick')}
          >
            <MessageOutline aria-hidden />
            {texts.quick}
          </button>
        ) : null}
        <button type="button" className={styles.tool} onClick={() => fileInput.current?.click()}>
          <PictureOutline aria-hidden />
          {texts.image}
        </button>
        <input
          ref={fileInput}
          className={styles.file}
          type="file"
          accept="image/png,image/jpeg,image/gif,image/webp"
          aria-label={texts.image}
          data-testid="chat-image-input"
          tabIndex={-1}
          onChange={pick}
        />
        {onHongbao ? (
          <button
            type="button"
            className={`${styles.tool} ${styles.hongbaoTool}`}
            data-testid="chat-hongbao"
            onClick={onHongbao}
          >
            <span aria-hidden>🧧</span>
            {texts.hongbao}
          </button>
        ) : null}
      </div>
      {secPerMess > 0 ? <p className={styles.note}>{texts.slowMode(secPerMess)}</p> : null}
      {panel === 'emoji' ? (
        <div className={styles.emojiPanel} role="group" aria-label={texts.emoji}>
          {chatEmoji.map((emoji) => (
            <button
              key={emoji}
              type="button"
              className={styles.emojiKey}
              onClick={() => setText((current) => current + emoji)}
            >
              {emoji}
            </button>
          ))}
        </div>
      ) : null}
      {panel === 'quick' ? (
        <ul className={styles.quickPanel} aria-label={texts.quick}>
          {quickMessages.map((quick) => (
            <li key={quick}>
              <button
                type="button"
                className={styles.quickItem}
                disabled={wait > 0}
                onClick={() => {
                  if (send(quick)) setPanel(null);
                }}
              >
                {quick}
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </footer>
  );
}
