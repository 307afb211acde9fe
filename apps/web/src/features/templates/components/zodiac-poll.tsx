import { issueTitle, voteBlocker } from '@lottery/contracts';
import type { ZodiacPoll as Poll } from '@lottery/contracts';
import { useState } from 'react';
import { useSession } from '../../../lib/session';
import { showToast, toastLoginFirst } from '../../../lib/toast';
import { useTemplatePoll, useTemplateVote } from '../api/template-poll';
import { votePercent } from '../model/poll';
import styles from './zodiac-poll.module.css';

function PollBody({ poll, templateId }: { poll: Poll; templateId: number }) {
  const signedIn = useSession((state) => state.token !== null);
  const [chosen, setChosen] = useState<number | null>(null);
  const vote = useTemplateVote(templateId);
  const voted = poll.optionId;
  const open = poll.pollStatus === 1;

  const submit = () => {
    if (!signedIn) {
      toastLoginFirst();
      return;
    }
    const blocked = voteBlocker(poll, chosen);
    if (blocked) {
      showToast(blocked);
      return;
    }
    if (vote.isPending || chosen === null) return;
    vote.mutate({ documentId: poll.id, optionId: chosen });
  };

  return (
    <section className={styles.poll} aria-label="生肖投票">
      <header className={styles.head}>
        <span>{issueTitle(poll.gameTurn)} 生肖投票</span>
        <span className={styles.state}>{open ? '投票中' : '已截止'}</span>
      </header>
      <ul className={styles.options}>
        {poll.pollOptions.map((option) => {
          const percent = votePercent(option, poll.pollOptions);
          const selected = (voted ?? chosen) === option.option_id;
          return (
            <li key={option.option_id}>
              <button
                type="button"
                className={selected ? `${styles.option} ${styles.selected}` : styles.option}
                aria-pressed={selected}
                disabled={!open}
                onClick={() => setChosen(option.option_id)}
              >
                <span className={styles.bar} style={{ width: `${percent}%` }} aria-hidden />
                <span className={styles.text}>{option.option_text}</span>
                <span className={styles.count}>{percent}%</span>
              </button>
            </li>
          );
        })}
      </ul>
      {open ? (
        <button
          type="button"
          className={styles.submit}
          onClick={submit}
          aria-disabled={vote.isPending}
        >
          {voted !== null ? '已投票' : '投票'}
        </button>
      ) : null}
    </section>
  );
}

/**
 * The zodiac poll of a template (spec part 2 §3, §4): one vote per member per poll. A card of a
 * list reads the current poll; the detail page gives the one its info call carried (documentId).
 */
export function ZodiacPoll({ templateId, given }: { templateId: number; given?: Poll | null }) {
  const current = useTemplatePoll(templateId, given === undefined);
  const poll = given === undefined ? (current.data ?? null) : given;
  if (!poll) return null;
  return <PollBody key={poll.id} poll={poll} templateId={templateId} />;
}
