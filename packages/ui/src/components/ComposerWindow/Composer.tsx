import {
  type DraftRecipients,
  isInlineImage,
  messages,
  recipientCount,
  validateAttachments,
  validateComposerSend,
} from '@switchboard/domain';
import { CalendarClock, Paperclip, PenLine, Sparkles } from 'lucide-react';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import { DropZone, type FileDropItem, FileTrigger } from 'react-aria-components';
import { Button } from '../../primitives/Button/Button';
import { IconButton } from '../../primitives/IconButton/IconButton';
import { Popover, PopoverTrigger } from '../../primitives/Popover/Popover';
import { AiQuickReplies } from '../AiQuickReplies/AiQuickReplies';
import { type AttachmentItem, AttachmentList } from '../AttachmentList/AttachmentList';
import { AttachmentRefusedDialog } from '../AttachmentList/AttachmentRefusedDialog';
import { AlmostThereDialog } from '../RecipientField/AlmostThereDialog';
import {
  type RecipientCandidate,
  RecipientField,
  type RecipientFieldHandle,
} from '../RecipientField/RecipientField';
import { FormattingToggle } from '../RichTextEditor/FormattingToggle';
import {
  type Mentionable,
  RichTextEditor,
  type RichTextEditorHandle,
} from '../RichTextEditor/RichTextEditor';
import { SchedulePicker } from '../SchedulePicker/SchedulePicker';
import * as styles from './ComposerWindow.css';

const t = messages.compose;
const FIELDS = ['to', 'cc', 'bcc'] as const;
type Field = (typeof FIELDS)[number];
const FIELD_LABELS: Record<Field, string> = { to: t.to, cc: t.cc, bcc: t.bcc };

export interface ComposerProps {
  /** New thread and forward show the subject; replies do not. */
  showSubject: boolean;
  /** Recipients are asked for (not in a channel or inline thread reply). */
  showRecipients?: boolean;
  recipients: DraftRecipients;
  onRecipientsChange: (recipients: DraftRecipients) => void;
  candidates?: readonly RecipientCandidate[];
  subject: string;
  onSubjectChange: (subject: string) => void;
  /** The reply's subject for the send check when the subject field is hidden (the thread's title). */
  impliedSubject?: string;
  /** The body HTML (the editor starts with it and reports changes). */
  content: string;
  onContentChange: (html: string) => void;
  placeholder?: string;
  mentionables?: readonly Mentionable[];
  attachments: readonly AttachmentItem[];
  /** Files to upload as attachments (already checked: not blocked, within 25 MB in total). */
  onAddFiles: (files: File[]) => void;
  /**
   * Images for the body (pasted, dropped png or jpeg, or picked with 'Insert image'), already checked: the
   * owner uploads them (listed in `attachments` with `inline`) and answers, per file, the id and the address
   * the editor shows it from meanwhile. Without it they are attached as files.
   */
  onAddInlineImages?: (files: File[]) => readonly { id: string; src: string }[];
  onCancelUpload?: (id: string) => void;
  onRetryUpload?: (id: string) => void;
  onRemoveAttachment?: (id: string) => void;
  onSend: () => void;
  onSchedule: (date: Date) => void;
  /** For the schedule picker. */
  now: () => Date;
  timeZone: string;
  toolbarVisible: boolean;
  onToolbarVisibleChange: (visible: boolean) => void;
  /** The user's signature HTML; the insert button shows until pressed. */
  signature?: string | null;
  signatureInserted?: boolean;
  onSignatureInserted?: () => void;
  /**
   * The branded signature that goes with the message (the domain's `brandedSignature`): shown below the
   * body, on the free plan with 'Upgrade your account to remove this signature.'.
   */
  brandedSignature?: string | null;
  /** Premium: the branding can be turned off in Settings, so no upgrade note beside it. */
  canRemoveBranding?: boolean;
  /** AI quick replies (behind the AI flag): pressing one puts it in the body. */
  quickReplies?: readonly string[];
  /** The quick replies are being fetched. */
  quickRepliesLoading?: boolean;
  /** AI subject generation (behind the AI flag). */
  onGenerateSubject?: () => void;
  /** The origin thread's messages for a reply or forward. */
  history?: ReactNode;
  isSending?: boolean;
  /** Focus the first recipient field (new thread, forward) or the body (reply). */
  autoFocus?: 'recipients' | 'body' | 'none';
  /** Opens the schedule picker at once (stories). */
  defaultScheduleOpen?: boolean;
}

/**
 * The composer's form: To (Cc, Bcc on demand), subject (Enter moves to the body), the editor with its
 * toolbar, attachments (a drop zone; dropped png and jpeg, pasted images and 'Insert image' go into the
 * body as uploads; the Attach button attaches every file), signature, Send and Schedule send.
 * Send first turns typed addresses into recipients ('Almost there...' for an invalid one), then checks
 * the spec's rules ('Please add a subject or write a message', 'Please specify at least one recipient');
 * it is disabled while uploads run.
 */
export function Composer(props: ComposerProps) {
  const {
    showSubject,
    showRecipients = true,
    recipients,
    onRecipientsChange,
    candidates = [],
    subject,
    onSubjectChange,
    content,
    onContentChange,
    attachments,
    onAddFiles,
    toolbarVisible,
  } = props;
  const [shownFields, setShownFields] = useState<Field[]>(() =>
    FIELDS.filter((f) => f === 'to' || recipients[f].length > 0),
  );
  const [invalid, setInvalid] = useState<{ text: string; field: string } | null>(null);
  const [refused, setRefused] = useState<{ title: string; message: string } | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [scheduleOpen, setScheduleOpen] = useState(props.defaultScheduleOpen ?? false);
  const fieldRefs = useRef<Partial<Record<Field, RecipientFieldHandle | null>>>({});
  const editorRef = useRef<RichTextEditorHandle>(null);
  const isUploading = attachments.some((a) => a.status === 'in_progress');
  // What the fields hold right now (a commit reports through onChange before the owner re-renders).
  const latestRecipients = useRef(recipients);
  latestRecipients.current = recipients;

  /**
   * Files to take: the Attach button's all become attachments; of dropped ones, png and jpeg go into the
   * body (the spec: they are not file attachments); pasted images and 'Insert image' go into the body. Body
   * images are uploads too (never base64 in the text), within the same 25 MB.
   */
  const takeFiles = (files: File[], how: 'attach' | 'drop' | 'body') => {
    const toBody = (file: File) =>
      props.onAddInlineImages !== undefined &&
      (how === 'body' ? file.type.startsWith('image/') : how === 'drop' && isInlineImage(file));
    const images = files.filter(toBody);
    const others = files.filter((file) => !toBody(file));
    if (files.length === 0) return;
    const problem = validateAttachments(files, {
      existingTotal: attachments.reduce((sum, a) => sum + a.size, 0),
    });
    if (problem) {
      setRefused(problem);
      return;
    }
    if (others.length > 0) onAddFiles(others);
    if (images.length > 0 && props.onAddInlineImages) {
      const added = props.onAddInlineImages(images);
      added.forEach((image, index) => {
        editorRef.current?.insertImage(image.src, images[index]?.name ?? '', image.id);
      });
    }
  };

  // A body image shows from where its owner says (its local copy, then its uploaded one after a reload).
  useEffect(() => {
    for (const item of attachments) {
      if (item.inline?.src) editorRef.current?.setImageSource(item.inline.id, item.inline.src);
    }
  }, [attachments]);

  const removeAttachment = (id: string) => {
    const item = attachments.find((a) => a.id === id);
    if (item?.inline) editorRef.current?.removeImage(item.inline.id);
    props.onRemoveAttachment?.(id);
  };

  /** Every field's typed text becomes recipients; false (and 'Almost there...') when one is not valid. */
  const commitRecipients = (): boolean => {
    if (!showRecipients) return true;
    for (const field of FIELDS) {
      const rest = fieldRefs.current[field]?.commit() ?? null;
      if (rest !== null) {
        setInvalid({ text: rest, field: FIELD_LABELS[field] });
        return false;
      }
    }
    return true;
  };

  const check = (): boolean => {
    if (!commitRecipients()) return false;
    const problem = validateComposerSend({
      subject: showSubject ? subject : (props.impliedSubject ?? ''),
      body: content,
      recipientCount: showRecipients ? recipientCount(latestRecipients.current) : 1,
      isUploading,
    });
    setError(problem);
    return problem === null;
  };

  const send = () => {
    if (props.isSending) return;
    if (check()) props.onSend();
  };

  return (
    <DropZone
      className={styles.dropZone}
      aria-label={t.dropFiles}
      onDrop={async (event) => {
        const items = event.items.filter((item): item is FileDropItem => item.kind === 'file');
        takeFiles(await Promise.all(items.map((item) => item.getFile())), 'drop');
      }}
    >
      <form
        className={styles.composer}
        onSubmit={(event) => {
          event.preventDefault();
          send();
        }}
      >
        {showRecipients ? (
          <>
            {FIELDS.filter((f) => shownFields.includes(f)).map((field, index) => (
              <RecipientField
                key={field}
                label={FIELD_LABELS[field]}
                value={recipients[field]}
                candidates={candidates}
                autoFocus={index === 0 && props.autoFocus === 'recipients'}
                handleRef={(handle) => {
                  fieldRefs.current[field] = handle;
                }}
                onChange={(value) => {
                  const next = { ...latestRecipients.current, [field]: value };
                  latestRecipients.current = next;
                  onRecipientsChange(next);
                }}
              />
            ))}
            {shownFields.length < FIELDS.length ? (
              <div className={styles.fieldToggles}>
                {(['cc', 'bcc'] as const)
                  .filter((f) => !shownFields.includes(f))
                  .map((f) => (
                    <Button
                      key={f}
                      size="sm"
                      variant="ghost"
                      onPress={() =>
                        setShownFields((shown) => FIELDS.filter((x) => shown.includes(x) || x === f))
                      }
                    >
                      {f === 'cc' ? t.addCc : t.addBcc}
                    </Button>
                  ))}
              </div>
            ) : null}
          </>
        ) : null}
        {showSubject ? (
          <div className={styles.fieldToggles}>
            <input
              className={styles.subject}
              aria-label={t.subjectPlaceholder}
              placeholder={t.subjectPlaceholder}
              value={subject}
              onChange={(event) => onSubjectChange(event.target.value)}
              onKeyDown={(event) => {
                if (event.key === 'Enter') {
                  event.preventDefault();
                  if (event.metaKey || event.ctrlKey) send();
                  else editorRef.current?.focus();
                }
              }}
            />
            {props.onGenerateSubject ? (
              <IconButton
                aria-label={t.generateSubject}
                icon={<Sparkles aria-hidden size={14} />}
                size="sm"
                onPress={props.onGenerateSubject}
              />
            ) : null}
          </div>
        ) : null}
        {props.quickReplies ? (
          <AiQuickReplies
            replies={props.quickReplies}
            isLoading={props.quickRepliesLoading}
            onPick={(reply) => editorRef.current?.appendHtml(`<p>${escapeHtml(reply)}</p>`)}
          />
        ) : null}
        <RichTextEditor
          label={t.editor}
          defaultValue={content}
          onChange={onContentChange}
          placeholder={props.placeholder ?? t.bodyPlaceholder}
          mentionables={props.mentionables}
          toolbarVisible={toolbarVisible}
          onSubmit={send}
          autoFocus={props.autoFocus === 'body'}
          handleRef={editorRef}
          onImageFiles={props.onAddInlineImages ? (files) => takeFiles(files, 'body') : undefined}
        />
        {props.brandedSignature ? (
          <p className={styles.note}>
            {props.brandedSignature}
            {props.canRemoveBranding ? null : ` · ${messages.settings.signature.upgradeToRemove}`}
          </p>
        ) : null}
        <AttachmentList
          items={attachments}
          onCancel={props.onCancelUpload}
          onRetry={props.onRetryUpload}
          onRemove={props.onRemoveAttachment ? removeAttachment : undefined}
        />
        {props.history}
        {error ? (
          <p role="alert" className={styles.error}>
            {error}
          </p>
        ) : null}
        <div className={styles.footer}>
          <Button type="submit" variant="primary" isDisabled={isUploading} isPending={props.isSending}>
            {t.send}
          </Button>
          <PopoverTrigger isOpen={scheduleOpen} onOpenChange={setScheduleOpen}>
            <IconButton
              aria-label={t.schedule}
              icon={<CalendarClock aria-hidden size={16} />}
              isDisabled={isUploading}
            />
            <Popover title={t.schedulePicker.title} placement="top">
              {({ close }) => (
                <SchedulePicker
                  now={props.now()}
                  timeZone={props.timeZone}
                  onCancel={close}
                  onSchedule={(date) => {
                    if (!check()) {
                      close();
                      return;
                    }
                    close();
                    props.onSchedule(date);
                  }}
                />
              )}
            </Popover>
          </PopoverTrigger>
          <FileTrigger allowsMultiple onSelect={(list) => takeFiles(list ? [...list] : [], 'attach')}>
            <IconButton aria-label={t.attach} icon={<Paperclip aria-hidden size={16} />} />
          </FileTrigger>
          {props.signature && !props.signatureInserted ? (
            <IconButton
              aria-label={t.insertSignature}
              icon={<PenLine aria-hidden size={16} />}
              onPress={() => {
                editorRef.current?.appendHtml(props.signature ?? '');
                props.onSignatureInserted?.();
              }}
            />
          ) : null}
          <div className={styles.spacer} />
          <FormattingToggle isSelected={toolbarVisible} onChange={props.onToolbarVisibleChange} />
        </div>
      </form>
      <AlmostThereDialog
        text={invalid?.text ?? null}
        field={invalid?.field ?? ''}
        onClose={() => setInvalid(null)}
      />
      <AttachmentRefusedDialog problem={refused} onClose={() => setRefused(null)} />
    </DropZone>
  );
}

function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}
