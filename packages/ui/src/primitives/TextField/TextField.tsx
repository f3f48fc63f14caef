import type { ReactNode } from 'react';
import {
  FieldError,
  Group,
  Input,
  Label,
  TextField as RACTextField,
  type TextFieldProps as RACTextFieldProps,
  Text,
  TextArea,
} from 'react-aria-components';
import * as field from '../field.css';

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
      {description ? (
        <Text slot="description" className={field.description}>
          {description}
        </Text>
      ) : null}
      <FieldError className={field.error}>{errorMessage}</FieldError>
    </RACTextField>
  );
}
