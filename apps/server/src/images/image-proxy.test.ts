import { describe, expect, it } from 'vitest';
import { proxiedImageUrl, proxyPictureUrls } from './image-proxy.js';

const key = new Uint8Array(32).fill(7);

describe('proxyPictureUrls', () => {
  it('answers remote pictures as proxy addresses at any depth, and every other field as it was', () => {
    const answer = {
      data: [
        { id: 'a', author: { id: 'u1', picture_url: 'https://cdn.example.com/u1.png' }, tags: ['x'] },
        { id: 'b', author: { id: 'u2', picture_url: null }, tags: [] },
        { id: 'c', author: { id: 'u3', picture_url: '/image-proxy?url=already' }, when: undefined },
      ],
      contacts: [{ id: 'u4', picture_url: 'HTTP://old.example.com/u4.gif' }],
      meta: { total_count: 3 },
    };
    const before = JSON.stringify(answer);
    const proxied = proxyPictureUrls(answer, key);
    expect(JSON.parse(JSON.stringify(proxied))).toEqual({
      data: [
        {
          id: 'a',
          author: { id: 'u1', picture_url: proxiedImageUrl(key, 'https://cdn.example.com/u1.png') },
          tags: ['x'],
        },
        { id: 'b', author: { id: 'u2', picture_url: null }, tags: [] },
        { id: 'c', author: { id: 'u3', picture_url: '/image-proxy?url=already' } },
      ],
      contacts: [{ id: 'u4', picture_url: proxiedImageUrl(key, 'HTTP://old.example.com/u4.gif') }],
      meta: { total_count: 3 },
    });
    // The handler's answer itself is left as it was.
    expect(JSON.stringify(answer)).toBe(before);
  });

  it('keeps the order of fields and of rows', () => {
    const answer = { z: 1, picture_url: 'https://x.example/p.png', a: [3, 2, 1] };
    expect(Object.keys(proxyPictureUrls(answer, key))).toEqual(['z', 'picture_url', 'a']);
    expect(proxyPictureUrls(answer, key).a).toEqual([3, 2, 1]);
  });

  it('answers objects that are not plain by their own fields, as JSON of a copy shows them', () => {
    const answer = { at: new Date(0), list: [new Map([['k', 1]])] };
    expect(JSON.stringify(proxyPictureUrls(answer, key))).toBe('{"at":{},"list":[{}]}');
  });
});
