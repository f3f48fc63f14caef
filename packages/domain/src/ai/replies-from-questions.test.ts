import { describe, expect, it } from 'vitest';
import { repliesForQuestion, repliesFromQuestions } from './replies-from-questions.js';

describe('repliesForQuestion', () => {
  it('answers a request in its own words, yes and not yet', () => {
    expect(repliesForQuestion('Can you confirm the invoice amount and the payment terms?')).toEqual([
      "Yes, I'll confirm the invoice amount and the payment terms.",
      "Sorry, I can't confirm the invoice amount and the payment terms yet.",
    ]);
  });
  it('swaps first and second person when restating', () => {
    expect(
      repliesForQuestion('Could you take a look at the attached document when you have a minute?')[0],
    ).toBe("Yes, I'll take a look at the attached document when I have a minute.");
  });
  it('answers a question about something done', () => {
    expect(repliesForQuestion('Have you shared the draft with your team?')).toEqual([
      'Yes, I have shared the draft with my team.',
      "Not yet, I haven't shared the draft with my team.",
    ]);
  });
  it('answers a state question', () => {
    expect(repliesForQuestion('Is the release on track?')[0]).toBe('Yes, the release is on track.');
  });
  it('promises to come back on an open question, naming its subject', () => {
    expect(repliesForQuestion('When is the next board meeting?')).toEqual([
      "I'll check and get back to you on the next board meeting.",
    ]);
  });
});

describe('repliesFromQuestions', () => {
  it('builds at most three replies from the questions of the text', () => {
    const replies = repliesFromQuestions(
      'Hi,\nCan you confirm the invoice amount?\nWhen is the call?\nThanks',
    );
    expect(replies).toEqual([
      "Yes, I'll confirm the invoice amount.",
      "Sorry, I can't confirm the invoice amount yet.",
      "I'll check and get back to you on the call.",
    ]);
  });
  it('suggests nothing when the text asks nothing', () => {
    expect(repliesFromQuestions('The release is scheduled for Thursday afternoon.')).toEqual([]);
  });
});
