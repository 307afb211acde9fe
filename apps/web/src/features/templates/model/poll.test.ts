import type { ZodiacPoll } from '@lottery/contracts';
import { describe, expect, it } from 'vitest';
import { changePageTemplate, toggledTemplate } from './favourites';
import { votedPoll, votePercent } from './poll';
import { templateOf } from '../testing/template-fixtures';

const poll: ZodiacPoll = {
  id: 5,
  templateId: 1,
  pollStatus: 1,
  gameTurn: '2026120',
  optionId: null,
  pollOptions: [
    { option_id: 1, option_text: '鼠', option_value: '鼠', option_vote: 3 },
    { option_id: 2, option_text: '牛', option_value: '牛', option_vote: 1 },
  ],
};

describe('zodiac poll', () => {
  it('keeps the vote and counts it', () => {
    const voted = votedPoll(poll, 2);
    expect(voted.optionId).toBe(2);
    expect(voted.pollOptions.map((option) => option.option_vote)).toEqual([3, 2]);
  });

  it('shows each option’s share in whole percent (0 with no votes)', () => {
    expect(votePercent(poll.pollOptions[0]!, poll.pollOptions)).toBe(75);
    const none = poll.pollOptions.map((option) => ({ ...option, option_vote: 0 }));
    expect(votePercent(none[0]!, none)).toBe(0);
  });
});

describe('favourites', () => {
  it('moves the star and the count at once, never below zero', () => {
    const template = templateOf(1, 'MB01', [], { like: 0, likeCount: 0 });
    expect(toggledTemplate(template, 1)).toMatchObject({ like: 1, likeCount: 1 });
    expect(toggledTemplate({ ...template, like: 1 }, 0)).toMatchObject({ like: 0, likeCount: 0 });
    expect(toggledTemplate(template, 0)).toBe(template);
  });

  it('changes only the template with that id in a page', () => {
    const page = { data: [templateOf(1, 'MB01', []), templateOf(2, 'MB03', [])], totalCount: 2 };
    const changed = changePageTemplate(page, 2, (template) => ({ ...template, like: 1 }));
    expect(changed.data.map((template) => template.like)).toEqual([0, 1]);
    expect(changePageTemplate(page, 9, (template) => template)).toBe(page);
  });
});
