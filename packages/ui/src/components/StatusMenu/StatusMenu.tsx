import {
  messages,
  type OfferedThreadStatus,
  statusLabel,
  statusOptions,
  type ThreadStatus,
} from '@switchboard/domain';
import { ChevronDown, CircleDot } from 'lucide-react';
import { Button } from 'react-aria-components';
import { Menu, MenuItem, MenuTrigger } from '../../primitives/Menu/Menu';
import { VisuallyHidden } from '../../primitives/VisuallyHidden/VisuallyHidden';
import * as styles from '../ThreadPeople/ThreadPeople.css';

export interface StatusMenuProps {
  status: ThreadStatus | null;
  /** Only an offered status (or null): the legacy ones are never offered. */
  onChange: (status: OfferedThreadStatus | null) => void;
  /** Trashed threads cannot change status. */
  isDisabled?: boolean;
}

/**
 * The thread's status: In progress, In review, Closed, or none. Legacy statuses (open, resolved) are
 * never offered; the current one is disabled (domain `statusOptions`).
 */
export function StatusMenu({ status, onChange, isDisabled }: StatusMenuProps) {
  const options = statusOptions(status);
  return (
    <MenuTrigger>
      <Button className={styles.trigger} isDisabled={isDisabled}>
        <VisuallyHidden>{`${messages.thread.status}: `}</VisuallyHidden>
        <CircleDot aria-hidden size={14} />
        <span className={status ? undefined : styles.muted}>{statusLabel(status)}</span>
        <ChevronDown aria-hidden size={14} />
      </Button>
      <Menu
        aria-label={messages.thread.status}
        disabledKeys={options.filter((option) => option.disabled).map((option) => option.value ?? 'none')}
        onAction={(key) => onChange(key === 'none' ? null : (key as OfferedThreadStatus))}
      >
        {options.map((option) => (
          <MenuItem key={option.value ?? 'none'} id={option.value ?? 'none'}>
            {option.label}
          </MenuItem>
        ))}
      </Menu>
    </MenuTrigger>
  );
}
