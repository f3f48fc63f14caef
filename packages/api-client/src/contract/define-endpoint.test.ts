import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { defineEndpoint } from './define-endpoint.js';
import { buildPath, matchPath, pathParamNames } from './endpoint-paths.js';

describe('defineEndpoint', () => {
  it('derives a params schema requiring every {param} of the path as a non-empty string', () => {
    const endpoint = defineEndpoint({
      method: 'GET',
      path: '/threads/{thread_id}/messages',
      kind: 'query',
      response: z.object({ ok: z.boolean() }),
    });
    expect(endpoint.paramNames).toEqual(['thread_id']);
    expect(endpoint.params.safeParse({ thread_id: 't1' }).success).toBe(true);
    expect(endpoint.params.safeParse({ thread_id: '' }).success).toBe(false);
    expect(endpoint.params.safeParse({}).success).toBe(false);
    expect(endpoint.cancellable).toBe(false);
  });

  it('refuses a GET with a body and a path without a leading slash', () => {
    expect(() =>
      defineEndpoint({ method: 'GET', path: '/x', kind: 'query', body: z.object({}), response: z.null() }),
    ).toThrow('GET /x cannot have a body');
    expect(() => defineEndpoint({ method: 'GET', path: 'x', kind: 'query', response: z.null() })).toThrow(
      'must start with "/"',
    );
  });
});

describe('buildPath', () => {
  it('fills every param, URI-encoded', () => {
    expect(buildPath('/channels/{channel_id}/participants:add', { channel_id: 'a b/c' })).toBe(
      '/channels/a%20b%2Fc/participants:add',
    );
    expect(buildPath({ path: '/threads/{thread_id}' }, { thread_id: 'é:1' })).toBe('/threads/%C3%A9%3A1');
  });

  it('throws on a missing or empty param rather than building a wrong URL', () => {
    expect(() => buildPath('/threads/{thread_id}', {})).toThrow('Missing path param "thread_id"');
    expect(() => buildPath('/threads/{thread_id}', { thread_id: '' })).toThrow('Missing path param');
  });

  it('round-trips through matchPath', () => {
    const params = { organization_id: 'org 1', x: 'ignored' };
    const path = buildPath('/organizations/{organization_id}/channels', params);
    expect(matchPath('/organizations/{organization_id}/channels', path)).toEqual({
      organization_id: 'org 1',
    });
  });
});

describe('matchPath', () => {
  it('matches a template and gives its params, decoded', () => {
    expect(matchPath('/threads/{thread_id}', '/threads/t%201')).toEqual({ thread_id: 't 1' });
    expect(matchPath('/self', '/self')).toEqual({});
    expect(pathParamNames('/users/{user_id}/settings')).toEqual(['user_id']);
  });

  it("keeps ':'-actions apart from params: /threads:star is not a thread id", () => {
    expect(matchPath('/threads/{thread_id}', '/threads:star')).toBeNull();
    expect(matchPath('/threads:star', '/threads:star')).toEqual({});
    expect(matchPath('/threads:star', '/threads:unstar')).toBeNull();
    expect(matchPath('/channels/{channel_id}', '/channels/c1/participants:add')).toBeNull();
    expect(matchPath('/channels/{channel_id}/participants:add', '/channels/c1/participants:add')).toEqual({
      channel_id: 'c1',
    });
    expect(
      matchPath('/channels/{channel_id}/participants:add', '/channels/c1:x/participants:add'),
    ).toBeNull();
  });

  it('is exact: no prefix, no extra segment, no empty param', () => {
    expect(matchPath('/threads/{thread_id}', '/threads/t1/messages')).toBeNull();
    expect(matchPath('/threads/{thread_id}/messages', '/threads/t1')).toBeNull();
    expect(matchPath('/threads/{thread_id}', '/threads/')).toBeNull();
    expect(matchPath('/self', '/self/account')).toBeNull();
    expect(matchPath('/self', '/selfish')).toBeNull();
  });

  it('treats template text literally (dots, dashes) and tolerates one trailing slash', () => {
    expect(matchPath('/channels/{channel_id}/rules-summary', '/channels/c1/rules-summary/')).toEqual({
      channel_id: 'c1',
    });
    expect(matchPath('/a.b', '/aXb')).toBeNull();
  });

  it('answers no match for a malformed escape instead of throwing', () => {
    expect(matchPath('/threads/{thread_id}', '/threads/%E0%A4%A')).toBeNull();
  });
});
