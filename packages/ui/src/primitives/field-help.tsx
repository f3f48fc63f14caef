import { FieldError, type FieldErrorProps, Text } from 'react-aria-components';
import * as field from './field.css';

export interface FieldHelpProps {
  description?: string;
  /** Shown (in red, announced) while the field is invalid. */
  errorMessage?: FieldErrorProps['children'];
}

/** A field's description and validation message, shared by TextField and Select. */
export function FieldHelp({ description, errorMessage }: FieldHelpProps) {
  return (
    <>
      {description ? (
        <Text slot="description" className={field.description}>
          {description}
        </Text>
      ) : null}
      <FieldError className={field.error}>{errorMessage}</FieldError>
    </>
  );
}
