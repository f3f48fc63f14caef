import { extractQuestions } from './extract-questions.js';

/** First and second person swapped, for restating a question as its answer ("your team" -> "my team"). */
const SWAP: Record<string, string> = {
  you: 'I',
  your: 'my',
  yours: 'mine',
  yourself: 'myself',
  i: 'you',
  me: 'you',
  my: 'your',
  mine: 'yours',
  myself: 'yourself',
  we: 'we',
  us: 'us',
};

function swapPersons(clause: string): string {
  return clause.replace(/\b[\p{L}']+\b/gu, (word) => {
    const swapped = SWAP[word.toLowerCase()];
    return swapped ?? word;
  });
}

/** The clause without its question mark and a trailing "please". */
const bare = (text: string) =>
  text
    .replace(/\?+$/u, '')
    .replace(/,?\s*please$/iu, '')
    .trim();

/**
 * Replies that answer a question in its own words: "Can you confirm the invoice amount?" gives
 * "Yes, I'll confirm the invoice amount." and "Sorry, I can't confirm the invoice amount yet."; a yes/no
 * question about a state ("Is the release on track?") gives "Yes, the release is on track."; an open
 * question (what, when, who...) gives "I'll check and get back to you on <the question's subject>.".
 */
export function repliesForQuestion(question: string): string[] {
  const q = bare(question);
  const request = /^(?:can|could|would|will)\s+you\s+(?:please\s+)?(.+)$/iu.exec(q);
  if (request?.[1]) {
    const action = swapPersons(request[1]);
    return [`Yes, I'll ${action}.`, `Sorry, I can't ${action} yet.`];
  }
  const permission = /^(?:can|could|may|shall)\s+(we|i)\s+(.+)$/iu.exec(q);
  if (permission?.[1] && permission[2]) {
    const who = permission[1].toLowerCase() === 'i' ? 'you' : 'we';
    const action = swapPersons(permission[2]);
    return [`Yes, ${who} can ${action}.`, `I'd rather ${who} didn't ${action} yet.`];
  }
  const haveYou = /^(have|did)\s+you\s+(.+)$/iu.exec(q);
  if (haveYou?.[1] && haveYou[2]) {
    const aux = haveYou[1].toLowerCase();
    const action = swapPersons(haveYou[2]);
    return [`Yes, I ${aux} ${action}.`, `Not yet, I ${aux === 'have' ? "haven't" : "didn't"} ${action}.`];
  }
  const state =
    /^(is|are)\s+(.+?)\s+(on track|ready|done|ok|okay|fine|confirmed|still .+|available|.+ing)$/iu.exec(q);
  if (state?.[1] && state[2] && state[3]) {
    const subject = swapPersons(state[2]);
    return [
      `Yes, ${subject} ${state[1].toLowerCase()} ${state[3]}.`,
      `Not yet: ${subject} ${state[1].toLowerCase()} not ${state[3]}.`,
    ];
  }
  const open = /^(what|when|where|who|which|how|why)\b\s*(.*)$/iu.exec(q);
  const topic = swapPersons(
    (open ? (open[2] ?? '') : q).replace(/^(?:is|are|do|does|did|was|were|will|would|can|should)\s+/iu, ''),
  );
  return [`I'll check and get back to you on ${topic || q}.`];
}

/**
 * Quick-reply suggestions for a text (a thread's latest message): answers to the questions it asks, in
 * order, at most `max`, each once; none when it asks nothing. Nothing is invented: every reply restates a
 * question of the thread.
 */
export function repliesFromQuestions(text: string, max = 3): string[] {
  const out: string[] = [];
  for (const question of extractQuestions(text)) {
    for (const reply of repliesForQuestion(question)) {
      const clean = reply.replace(/\s+/g, ' ');
      if (!out.includes(clean)) out.push(clean);
    }
  }
  return out.slice(0, max);
}
