import type { SVGProps } from 'react';
import type { IconName } from './icon-paths';
import spriteUrl from './icons.svg?url';

export type { IconName };

interface IconProps extends Omit<SVGProps<SVGSVGElement>, 'name'> {
  name: IconName;
  /** An accessible name; without one the icon is decorative and hidden from screen readers. */
  label?: string;
}

/**
 * One of the site's icons, drawn from a single cached sprite (web/ui/icons.svg, generated from
 * icon-paths.ts) so the paths stay out of the JavaScript every page downloads.
 */
export function Icon({ name, label, className = 'size-5', ...props }: IconProps) {
  return (
    <svg
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      className={className}
      role={label ? 'img' : undefined}
      aria-label={label}
      aria-hidden={label ? undefined : true}
      focusable="false"
      {...props}
    >
      <use href={`${spriteUrl}#${name}`} />
    </svg>
  );
}
