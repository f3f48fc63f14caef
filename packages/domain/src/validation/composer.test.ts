import { describe, expect, it } from 'vitest';
import { isSendDisabled, sendGuard, validateComposerSend, validateFilterSave } from './composer.js';

const ok = { subject: 'Hello', body: '<p>Hi</p>', recipientCount: 1, isUploading: false };

describe('validateComposerSend', () => {
  it("send requires content: 'Please add a subject or write a message'", () => {
    expect(validateComposerSend({ ...ok, subject: ' ', body: '<p><br></p>' })).toBe(
      'Please add a subject or write a message',
    );
  });
  it('a subject alone or a body alone is enough content', () => {
    expect(validateComposerSend({ ...ok, body: '' })).toBeNull();
    expect(validateComposerSend({ ...ok, subject: '' })).toBeNull();
  });
  it("send requires a recipient: 'Please specify at least one recipient'", () => {
    expect(validateComposerSend({ ...ok, recipientCount: 0 })).toBe('Please specify at least one recipient');
  });
  it('waits for uploads to finish', () => {
    expect(validateComposerSend({ ...ok, isUploading: true })).toBe(
      'Please wait until your attachments have finished uploading',
    );
  });
});

describe('isSendDisabled', () => {
  it('send is disabled while attachments are uploading or the body is empty', () => {
    expect(isSendDisabled({ body: '<p>Hi</p>', isUploading: true })).toBe(true);
    expect(isSendDisabled({ body: '<p>&nbsp;</p>', isUploading: false })).toBe(true);
    expect(isSendDisabled({ body: '<p>Hi</p>', isUploading: false })).toBe(false);
  });
});

describe('sendGuard (internal send guard results)', () => {
  it("'No recipients specified'", () => {
    expect(sendGuard({ recipientCount: 0, subject: 'x', body: 'y' })).toBe('No recipients specified');
  });
  it("'No body and no subject specified'", () => {
    expect(sendGuard({ recipientCount: 1, subject: null, body: ' ' })).toBe(
      'No body and no subject specified',
    );
    expect(sendGuard({ recipientCount: 1, subject: 'Hi', body: '' })).toBeNull();
  });
});

describe('validateFilterSave', () => {
  it("filter Save requires a definition: 'Please enter a filter query'", () => {
    expect(validateFilterSave({ query: ' ', channelId: 'c1' })).toBe('Please enter a filter query');
  });
  it("and a channel: 'Please select a channel'", () => {
    expect(validateFilterSave({ query: 'from:bob', channelId: null })).toBe('Please select a channel');
    expect(validateFilterSave({ query: 'from:bob', channelId: '' })).toBe('Please select a channel');
    expect(validateFilterSave({ query: 'from:bob', channelId: 'c1' })).toBeNull();
  });
});
