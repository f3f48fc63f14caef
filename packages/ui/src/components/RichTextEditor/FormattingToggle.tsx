import { messages } from '@switchboard/domain';
import { Type } from 'lucide-react';
import { ToggleButton } from '../../primitives/ToggleButton/ToggleButton';

export interface FormattingToggleProps {
  /** Whether the editor's formatting toolbar shows (the owner remembers it per toolbar context). */
  isSelected: boolean;
  onChange: (visible: boolean) => void;
  size?: 'sm' | 'md';
}

/** 'Formatting': shows or hides a rich-text editor's toolbar, beside the editor's Send. */
export function FormattingToggle({ isSelected, onChange, size = 'md' }: FormattingToggleProps) {
  return (
    <ToggleButton
      aria-label={messages.compose.formatting}
      shape="icon"
      size={size}
      isSelected={isSelected}
      onChange={onChange}
    >
      <Type aria-hidden size={size === 'sm' ? 14 : 16} />
    </ToggleButton>
  );
}
