import type { SVGProps } from 'react';
import sprite from '../../assets/icons/sprite.svg?url';
import type { IconName } from './icon-sprite.ts';

export type { IconName };

/**
 * One of lucide's icons, drawn from the islands' sprite (decision 164): the same markup lucide's
 * component gives (24-pixel box, current colour, 2-pixel round stroke). Icons are decoration here:
 * hidden from assistive technology, the text or label beside them carries the meaning.
 */
export function Icon({ name, ...rest }: { name: IconName } & Omit<SVGProps<SVGSVGElement>, 'name'>) {
  return (
    <svg
      xmlns="http://www.w3.org/2000/svg"
      width="24"
      height="24"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      {...rest}
    >
      <use href={`${sprite}#${name}`} />
    </svg>
  );
}
