import { describe, expect, it } from 'vitest';
import {
  canChangeThreadProperties,
  descriptionToSave,
  isLegacyStatus,
  isTitleEditable,
  shouldSaveTitle,
  statusLabel,
  statusOptions,
} from './status.js';

describe('thread status', () => {
  it("labels in_progress 'In progress' and review 'In review'", () => {
    expect(statusLabel('in_progress')).toBe('In progress');
    expect(statusLabel('review')).toBe('In review');
    expect(statusLabel(null)).toBe('No status');
  });
  it('legacy ones (open, resolved) are not offered', () => {
    const values = statusOptions(null).map((o) => o.value);
    expect(values).toEqual(['in_progress', 'review', 'closed', null]);
    expect(isLegacyStatus('open')).toBe(true);
    expect(isLegacyStatus('closed')).toBe(false);
  });
  it('the current one is disabled in the menu', () => {
    expect(
      statusOptions('review')
        .filter((o) => o.disabled)
        .map((o) => o.value),
    ).toEqual(['review']);
    expect(
      statusOptions(null)
        .filter((o) => o.disabled)
        .map((o) => o.value),
    ).toEqual([null]);
  });
  it('a legacy current status leaves every offered option enabled', () => {
    expect(statusOptions('resolved').some((o) => o.disabled)).toBe(false);
  });
});

describe('trashed threads', () => {
  it('cannot have status, assignee or due date changed', () => {
    expect(canChangeThreadProperties({ trashed_date: '2024-05-01T10:00:00Z' })).toBe(false);
    expect(canChangeThreadProperties({ trashed_date: null })).toBe(true);
  });
  it('title is read-only when trashed or saving', () => {
    expect(isTitleEditable({ trashed_date: null }, false)).toBe(true);
    expect(isTitleEditable({ trashed_date: null }, true)).toBe(false);
    expect(isTitleEditable({ trashed_date: '2024-05-01T10:00:00Z' }, false)).toBe(false);
  });
});

describe('shouldSaveTitle', () => {
  it('saved on blur only if changed, empty saved as null', () => {
    expect(shouldSaveTitle('Plans', ' Plans ')).toBe(false);
    expect(shouldSaveTitle('Plans', 'Plan')).toBe(true);
    expect(shouldSaveTitle(null, '  ')).toBe(false);
    expect(shouldSaveTitle('Plans', '')).toBe(true);
  });
});

describe('descriptionToSave: the shared note is "saved like the title"', () => {
  it('saves nothing when the note did not change', () => {
    expect(descriptionToSave('<p>Call back</p>', ' <p>Call back</p> ')).toBeUndefined();
    expect(descriptionToSave(null, '')).toBeUndefined();
    expect(descriptionToSave('', '  ')).toBeUndefined();
  });

  it('saves an emptied note as null', () => {
    expect(descriptionToSave('<p>Call back</p>', '')).toBeNull();
  });

  it('saves a new or changed note as its HTML', () => {
    expect(descriptionToSave(null, '<p>Ask legal</p>')).toBe('<p>Ask legal</p>');
    expect(descriptionToSave('<p>a</p>', '<p>b</p>')).toBe('<p>b</p>');
  });
});
