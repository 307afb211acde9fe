import type { PollOption, ZodiacPoll } from '@lottery/contracts';

/** The poll after the viewer's vote for `optionId`: their choice kept, its count one up. */
export const votedPoll = (poll: ZodiacPoll, optionId: number): ZodiacPoll => ({
  ...poll,
  optionId,
  pollOptions: poll.pollOptions.map((option) =>
    option.option_id === optionId ? { ...option, option_vote: option.option_vote + 1 } : option,
  ),
});

/** An option's share of the votes, in whole percent. */
export const votePercent = (option: PollOption, options: readonly PollOption[]): number => {
  const total = options.reduce((sum, candidate) => sum + candidate.option_vote, 0);
  return total === 0 ? 0 : Math.round((option.option_vote / total) * 100);
};
