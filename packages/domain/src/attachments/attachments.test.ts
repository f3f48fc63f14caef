import { describe, expect, it } from 'vitest';
import {
  fileExtension,
  isAttachmentExpired,
  isBlockedAttachment,
  isInlineImage,
  validateAttachments,
  visibleAttachmentChips,
} from './attachments.js';

const MB = 1024 * 1024;

describe('validateAttachments', () => {
  it("total cannot exceed 25 MB ('Attachments cannot be larger than 25 MB total.', title 'File is too large')", () => {
    expect(
      validateAttachments([{ name: 'a.pdf', size: 20 * MB, type: 'application/pdf' }], {
        existingTotal: 5 * MB,
      }),
    ).toBeNull();
    expect(
      validateAttachments([{ name: 'a.pdf', size: 20 * MB + 1, type: 'application/pdf' }], {
        existingTotal: 5 * MB,
      }),
    ).toEqual({ title: 'File is too large', message: 'Attachments cannot be larger than 25 MB total.' });
  });
  it("blocked types are refused: '\"{file}\" has been blocked for security reasons.', title 'File type not allowed'", () => {
    expect(
      validateAttachments(
        [
          { name: 'notes.txt', size: 10, type: 'text/plain' },
          { name: 'setup.EXE', size: 10, type: 'application/octet-stream' },
        ],
        { existingTotal: 0 },
      ),
    ).toEqual({
      title: 'File type not allowed',
      message: '"setup.EXE" has been blocked for security reasons.',
    });
  });
});

describe('isBlockedAttachment', () => {
  it.each([
    'run.exe',
    'a.bat',
    'x.js',
    'i.msi',
    'disk.iso',
    'lib.dll',
    'app.jar',
    's.vbs',
    'p.ps1',
    'c.cmd',
    'x.com',
    's.scr',
    'l.lnk',
    'm.mjs',
    'a.dmg',
  ])('refuses %s (Gmail blocked list)', (name) => {
    expect(isBlockedAttachment({ name })).toBe(true);
  });
  it('refuses the javascript mime type whatever the name', () => {
    expect(isBlockedAttachment({ name: 'script.txt', type: 'text/javascript; charset=utf-8' })).toBe(true);
    expect(isBlockedAttachment({ name: 'script.txt', type: 'application/javascript' })).toBe(true);
  });
  it('accepts documents and images', () => {
    expect(isBlockedAttachment({ name: 'report.pdf', type: 'application/pdf' })).toBe(false);
    expect(isBlockedAttachment({ name: 'README' })).toBe(false);
    expect(isBlockedAttachment({ name: 'exe' })).toBe(false);
  });
  it('reads the extension after the last dot', () => {
    expect(fileExtension('archive.tar.GZ')).toBe('gz');
    expect(fileExtension('Makefile')).toBe('');
  });
});

describe('isAttachmentExpired', () => {
  const now = new Date('2024-05-01T10:00:00Z');
  it('an attachment counts as expired within 5 minutes of its expiry date', () => {
    expect(isAttachmentExpired('2024-05-01T10:05:00Z', now)).toBe(true);
    expect(isAttachmentExpired('2024-05-01T10:05:01Z', now)).toBe(false);
    expect(isAttachmentExpired(new Date('2024-05-01T09:00:00Z'), now)).toBe(true);
  });
  it('without an expiry date it never expires', () => {
    expect(isAttachmentExpired(null, now)).toBe(false);
  });
});

describe('isInlineImage', () => {
  it('dropped images of png or jpeg are not treated as file attachments', () => {
    expect(isInlineImage({ type: 'image/png' })).toBe(true);
    expect(isInlineImage({ type: 'image/jpeg' })).toBe(true);
    expect(isInlineImage({ type: 'image/gif' })).toBe(false);
  });
});

describe('visibleAttachmentChips', () => {
  it('attachment chips hide invite.ics and names with no dot', () => {
    expect(visibleAttachmentChips(['invite.ics', 'INVITE.ICS', 'noextension', 'a.pdf'])).toEqual({
      visible: ['a.pdf'],
      more: 0,
    });
  });
  it('shows up to 3 attachment chips plus +N', () => {
    expect(visibleAttachmentChips(['a.pdf', 'b.png', 'c.doc', 'd.mp4', 'e.gif'])).toEqual({
      visible: ['a.pdf', 'b.png', 'c.doc'],
      more: 2,
    });
  });
});
