import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { contentWords, extractQuestions, splitSentences } from '@switchboard/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createOpenAiCompatibleProvider } from '../src/ai/openai-compatible-provider.js';
import { HttpError } from '../src/http/http-error.js';
import { SEED_IDS } from '../src/seed/seed.js';
import { startTestServer, type TestClient, type TestServer } from './helpers/test-server.js';

const alice = SEED_IDS.user('alice');
const bob = SEED_IDS.user('bob');

let server: TestServer;
let a: TestClient;
let b: TestClient;
beforeAll(async () => {
  server = await startTestServer();
  a = await server.as(alice);
  b = await server.as(bob);
});
afterAll(async () => {
  await server?.close();
});

let counter = 0;
const uid = (prefix: string) => `${prefix}_ai_${++counter}_${Date.now().toString(36)}`;

/** A seeded thread alice can see, with its sent messages' text (as stored), oldest first. */
async function seededThread(client: TestClient, predicate: (texts: string[]) => boolean) {
  const page = await client.call('listAllThreads', { query: { limit: 30 } });
  for (const row of page.body.data) {
    const messages = await server.db
      .selectFrom('messages')
      .select(['body_text', 'sender_user_id'])
      .where('thread_id', '=', row.id)
      .where('type', '=', 'main')
      .where('state', '!=', 'scheduled')
      .orderBy('creation_date')
      .orderBy('id')
      .execute();
    const texts = messages.map((m) => m.body_text);
    if (predicate(texts)) return { id: row.id, texts, messages };
  }
  throw new Error('no seeded thread matches');
}

describe('the embedded provider on seeded threads', () => {
  it("summarises a thread with sentences taken from the thread's own messages", async () => {
    const thread = await seededThread(a, (texts) => texts.length >= 2);
    const summary = await a.call('getThreadSummary', { params: { thread_id: thread.id } });
    expect(summary.status).toBe(200);
    expect(summary.body.summary).toMatch(/^\*\*.+\*\*: \d+ messages? from /);
    const bullets = summary.body.summary
      .split('\n')
      .filter((line) => line.startsWith('- '))
      .map((line) => line.slice(2));
    expect(bullets.length).toBeGreaterThan(0);
    const sentences = thread.texts
      .flatMap((t) => splitSentences(t))
      .map((s) => s.replace(/[*_`[\]<>#]/g, ''));
    for (const bullet of bullets) expect(sentences).toContain(bullet);
  });

  it('suggests quick replies that answer the questions of the latest message from someone else', async () => {
    const threadId = uid('thr');
    const question = 'Can you confirm the invoice amount for the Globex renewal?';
    const created = await b.call('createThread', {
      body: {
        thread_id: threadId,
        message_id: uid('msg'),
        message_body: `<p>Hi Alice,</p><p>The renewal paperwork is ready. ${question}</p><p>Thanks, Bob</p>`,
        thread_title: 'Globex renewal',
        internal_recipients: [{ user_id: alice, type: 'to' }],
      },
    });
    expect(created.status).toBe(201);
    const replies = await a.call('getQuickReplies', { params: { thread_id: threadId } });
    expect(replies.status).toBe(200);
    expect(replies.body.replies).toEqual([
      "Yes, I'll confirm the invoice amount for the Globex renewal.",
      "Sorry, I can't confirm the invoice amount for the Globex renewal yet.",
    ]);
    // The sender replies to nobody's question: their own message is not one to answer.
    expect((await b.call('getQuickReplies', { params: { thread_id: threadId } })).body.replies).toEqual([]);
  });

  it("answers a seeded thread's own questions", async () => {
    const thread = await seededThread(a, (texts) =>
      texts.some((t) => /Can you confirm the invoice amount|Could you take a look/.test(t)),
    );
    const incoming = [...thread.messages].reverse().find((m) => m.sender_user_id !== alice);
    const questions = extractQuestions(incoming?.body_text ?? '');
    expect(questions.length).toBeGreaterThan(0);
    const replies = (await a.call('getQuickReplies', { params: { thread_id: thread.id } })).body.replies;
    expect(replies.length).toBeGreaterThan(0);
    expect(replies.length).toBeLessThanOrEqual(3);
    for (const reply of replies) {
      const words = new Set(contentWords(reply));
      expect(questions.some((q) => contentWords(q).filter((w) => words.has(w)).length >= 2)).toBe(true);
    }
  });

  it("makes a subject of the body's key phrase, in the body's words", async () => {
    const body =
      '<p>Hi team,</p><p>The Q3 budget review is on Thursday. Bring your notes on the Q3 budget review.</p>';
    const result = await a.call('generateSubject', { body: { message_body: body } });
    expect(result.status).toBe(201);
    expect(result.body.subject).toBe('Q3 budget review');
    expect((await a.call('generateSubject', { body: { message_body: '<p>Hi!</p>' } })).body.subject).toBe('');
  });

  it('answers a question about the mailbox from the threads that hold its words, citing them', async () => {
    const threadId = uid('thr');
    await b.call('createThread', {
      body: {
        thread_id: threadId,
        message_id: uid('msg'),
        message_body:
          '<p>The warehouse migration finishes on Saturday night. Expect downtime of two hours.</p>',
        thread_title: 'Warehouse migration',
        internal_recipients: [{ user_id: alice, type: 'to' }],
      },
    });
    const result = await a.call('askAi', { body: { question: 'When does the warehouse migration finish?' } });
    expect(result.status).toBe(201);
    const citation = result.body.citations.find((c) => c.thread_id === threadId);
    expect(citation).toMatchObject({ title: 'Warehouse migration' });
    expect(citation?.excerpt).toBe('The warehouse migration finishes on Saturday night.');
    expect(result.body.answer).toContain(
      `The warehouse migration finishes on Saturday night. [${citation?.index}]`,
    );
  });

  it('answers about one open thread from that thread only', async () => {
    const thread = await seededThread(a, (texts) => texts.length >= 1);
    const result = await a.call('askAi', {
      body: { question: 'Summarize this thread', thread_id: thread.id },
    });
    expect(result.status).toBe(201);
    expect(result.body.citations.map((c) => c.thread_id)).toEqual([thread.id]);
    const sentences = thread.texts.flatMap((t) => splitSentences(t));
    expect(sentences).toContain(result.body.citations[0]?.excerpt);
  });

  it('says nothing (no citations) when no thread holds the words asked about', async () => {
    const result = await a.call('askAi', { body: { question: 'xylophone zeppelin quasar?' } });
    expect(result.body).toEqual({ answer: '', citations: [] });
  });
});

describe('authorisation and input', () => {
  it('never cites a thread the caller cannot see', async () => {
    const carol = await server.as(SEED_IDS.user('carol'));
    const threadId = uid('thr');
    // A thread between alice and bob only, about a word nobody else uses.
    await b.call('createThread', {
      body: {
        thread_id: threadId,
        message_id: uid('msg'),
        message_body: '<p>The tangerine acquisition stays confidential until Monday.</p>',
        thread_title: 'Tangerine',
        internal_recipients: [{ user_id: alice, type: 'to' }],
      },
    });
    const asAlice = await a.call('askAi', { body: { question: 'What about the tangerine acquisition?' } });
    expect(asAlice.body.citations.map((c) => c.thread_id)).toContain(threadId);
    const asCarol = await carol.call('askAi', {
      body: { question: 'What about the tangerine acquisition?' },
    });
    expect(asCarol.status).toBe(201);
    expect(JSON.stringify(asCarol.body)).not.toContain('tangerine acquisition stays');
    const named = await carol.call('askAi', { body: { question: 'What is it?', thread_id: threadId } });
    expect(named.status).toBe(404);
  });

  it('refuses a workspace without the AI_CHAT flag, an empty question and an oversized one, with clear texts', async () => {
    const erin = await server.as(SEED_IDS.user('erin'));
    const refused = await erin.call('generateSubject', {
      body: { message_body: '<p>Quarterly numbers</p>' },
    });
    expect(refused.status).toBe(403);
    expect(refused.body.error?.message).toBe('The AI assistant is not enabled for this workspace');
    const empty = await a.call('askAi', { body: { question: '   ' } });
    expect(empty.status).toBe(400);
    expect(empty.body.error?.message).toContain('question');
    const long = await a.call('askAi', { body: { question: 'x'.repeat(2_001) } });
    expect(long.status).toBe(400);
  });
});

/** A local stand-in for an OpenAI-compatible server: records requests, answers what the test says. */
async function standIn() {
  const requests: { method: string; url: string; headers: http.IncomingHttpHeaders; body: unknown }[] = [];
  let reply: { status: number; body: unknown } = { status: 200, body: {} };
  const httpServer = http.createServer((req, res) => {
    let data = '';
    req.on('data', (chunk) => {
      data += chunk;
    });
    req.on('end', () => {
      requests.push({
        method: req.method ?? '',
        url: req.url ?? '',
        headers: req.headers,
        body: JSON.parse(data || 'null'),
      });
      res.writeHead(reply.status, { 'content-type': 'application/json' });
      res.end(typeof reply.body === 'string' ? reply.body : JSON.stringify(reply.body));
    });
  });
  await new Promise<void>((resolve) => httpServer.listen(0, '127.0.0.1', resolve));
  const { port } = httpServer.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}/v1`,
    requests,
    answer(status: number, body: unknown) {
      reply = { status, body };
    },
    close: () => new Promise<void>((resolve) => httpServer.close(() => resolve())),
  };
}

const completion = (content: string) => ({
  choices: [{ index: 0, message: { role: 'assistant', content } }],
});

describe('the OpenAI-compatible provider against a local stand-in', () => {
  let stand: Awaited<ReturnType<typeof standIn>>;
  beforeAll(async () => {
    stand = await standIn();
  });
  afterAll(async () => {
    await stand?.close();
  });

  it('posts chat completions with the model and the bearer key, and reads the answer', async () => {
    const provider = createOpenAiCompatibleProvider({
      baseUrl: stand.baseUrl,
      model: 'qwen2.5:0.5b',
      apiKey: 'sk-test',
    });
    stand.answer(200, completion('"Q3 budget review"'));
    expect(await provider.subject('The Q3 budget review is on Thursday.')).toBe('Q3 budget review');
    const request = stand.requests.at(-1);
    expect(request?.method).toBe('POST');
    expect(request?.url).toBe('/v1/chat/completions');
    expect(request?.headers.authorization).toBe('Bearer sk-test');
    expect(request?.headers['content-type']).toBe('application/json');
    expect(request?.body).toMatchObject({
      model: 'qwen2.5:0.5b',
      messages: [
        { role: 'system', content: expect.stringContaining('subject') },
        { role: 'user', content: 'The Q3 budget review is on Thursday.' },
      ],
    });
    stand.answer(200, completion('1. Yes, I can.\n2. "Not this week."\n- Let me check.\n- One more'));
    expect(
      await provider.quickReplies({
        id: 't',
        title: 'x',
        messages: [{ sender: 'Bob', fromSelf: false, text: 'Can you do it?' }],
      }),
    ).toEqual(['Yes, I can.', 'Not this week.', 'Let me check.']);
  });

  it('sends no authorization header without a key', async () => {
    const provider = createOpenAiCompatibleProvider({
      baseUrl: stand.baseUrl,
      model: 'llama3.2',
      apiKey: undefined,
    });
    stand.answer(200, completion('Hello'));
    await provider.subject('Hello there team');
    expect(stand.requests.at(-1)?.headers.authorization).toBeUndefined();
  });

  it("cuts a model's long answer between whole characters: 200 emoji, never half of one", async () => {
    const provider = createOpenAiCompatibleProvider({
      baseUrl: stand.baseUrl,
      model: 'm',
      apiKey: undefined,
    });
    stand.answer(200, completion('👍🏽'.repeat(300)));
    expect(await provider.subject('Budget review')).toBe('👍🏽'.repeat(200));
    stand.answer(200, completion(`x${'🇫🇷'.repeat(250)}`));
    expect(
      await provider.quickReplies({
        id: 't',
        title: 'x',
        messages: [{ sender: 'Bob', fromSelf: false, text: 'Can you do it?' }],
      }),
    ).toEqual([`x${'🇫🇷'.repeat(199)}`]);
  });

  it('turns a failed status, an unreadable answer and no server into unavailable with a clear text', async () => {
    const provider = createOpenAiCompatibleProvider({ baseUrl: stand.baseUrl, model: 'm', apiKey: 'k' });
    stand.answer(401, { error: { message: 'bad key' } });
    await expect(provider.subject('Budget review')).rejects.toThrow(
      new HttpError('unavailable', 'The AI assistant is unavailable (HTTP 401). Please try again later.'),
    );
    stand.answer(200, 'not json');
    await expect(provider.subject('Budget review')).rejects.toThrow('unreadable answer');
    stand.answer(200, { choices: [] });
    await expect(provider.subject('Budget review')).rejects.toThrow('empty answer');
    const nowhere = createOpenAiCompatibleProvider({
      baseUrl: 'http://127.0.0.1:1/v1',
      model: 'm',
      apiKey: undefined,
    });
    await expect(nowhere.subject('Budget review')).rejects.toThrow('no answer');
  });

  it('serves the chat through the configured endpoint: numbered sources in, cited threads out; a failure is a 503 with its text', async () => {
    const previous = server.services.config.ai;
    server.services.config.ai = { baseUrl: stand.baseUrl, model: 'llama3.2', apiKey: 'sk-route' };
    try {
      const threadId = uid('thr');
      await b.call('createThread', {
        body: {
          thread_id: threadId,
          message_id: uid('msg'),
          message_body: '<p>The marmalade launch moves to October.</p>',
          thread_title: 'Marmalade launch',
          internal_recipients: [{ user_id: alice, type: 'to' }],
        },
      });
      stand.answer(200, completion('It moves to October [1].'));
      const result = await a.call('askAi', { body: { question: 'When is the marmalade launch?' } });
      expect(result.status).toBe(201);
      expect(result.body.answer).toBe('It moves to October [1].');
      expect(result.body.citations).toEqual([
        expect.objectContaining({ index: 1, thread_id: threadId, title: 'Marmalade launch' }),
      ]);
      const sent = stand.requests.at(-1)?.body as { model: string; messages: { content: string }[] };
      expect(sent.model).toBe('llama3.2');
      expect(sent.messages[1]?.content).toContain('[1] Thread "Marmalade launch"');
      expect(sent.messages[1]?.content).toContain('The marmalade launch moves to October.');
      expect(stand.requests.at(-1)?.headers.authorization).toBe('Bearer sk-route');

      stand.answer(500, { error: 'boom' });
      const failed = await a.call('askAi', { body: { question: 'When is the marmalade launch?' } });
      expect(failed.status).toBe(503);
      expect(failed.body.error?.message).toBe(
        'The AI assistant is unavailable (HTTP 500). Please try again later.',
      );
    } finally {
      server.services.config.ai = previous;
    }
  });
});
