import type { ReactNode } from 'react';
import {
  Group,
  Input,
  Label,
  TextField as RACTextField,
  type TextFieldProps as RACTextFieldProps,
  TextArea,
} from 'react-aria-components';
import * as field from '../field.css';
import { FieldHelp } from '../field-help';

export interface TextFieldProps extends Omit<RACTextFieldProps, 'className' | 'style' | 'children'> {
  /** The visible label; or name the field with `aria-label`. */
  label?: string;
  description?: string;
  /** Shown (in red, announced) when the field is invalid: pass `isInvalid` or use `validate`. */
  errorMessage?: string | ((validation: { validationErrors: string[] }) => string);
  placeholder?: string;
  /** A multi-line text area instead of a single line. */
  multiline?: boolean;
  /** Decorative content before the input (an icon). */
  start?: ReactNode;
  /** Content after the input (a button). */
  end?: ReactNode;
}

/** A labelled text input with description and validation message (react-aria). */
export function TextField({
  label,
  description,
  errorMessage,
  placeholder,
  multiline = false,
  start,
  end,
  ...props
}: TextFieldProps) {
  return (
    <RACTextField {...props} className={field.field}>
      {label ? <Label className={field.label}>{label}</Label> : null}
      <Group className={field.control}>
        {start}
        {multiline ? (
          <TextArea className={field.textarea} placeholder={placeholder} />
        ) : (
          <Input className={field.input} placeholder={placeholder} />
        )}
        {end}
      </Group>
      <FieldHelp description={description} errorMessage={errorMessage} />
    </RACTextField>
  );
}
