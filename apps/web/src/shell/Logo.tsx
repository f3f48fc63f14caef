import { vars } from '@switchboard/ui';

/** The Switchboard mark: a rounded tile with three routed lines. Decorative next to the name. */
export function Logo({ size = 24 }: { size?: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 32 32" aria-hidden="true" focusable="false">
      <rect width="32" height="32" rx="8" fill={vars.color.accent} />
      <path
        d="M9 11h14M9 16h9M9 21h12"
        stroke={vars.color.onAccent}
        strokeWidth="2.6"
        strokeLinecap="round"
        fill="none"
      />
      <circle cx="23" cy="16" r="2.4" fill={vars.color.onAccent} />
    </svg>
  );
}
