import type { LucideIcon } from 'lucide-react';

const tones = {
  brand: 'bg-brand-50 text-brand-700 ring-brand-100',
  accent: 'bg-accent-100 text-accent-700 ring-accent-100',
  dark: 'bg-white/10 text-white ring-white/15',
} as const;

/** The rounded square that holds a section or card icon. Icons are decorative: the title names the idea. */
export function IconChip({
  icon: Icon,
  tone = 'brand',
  size = 'md',
}: {
  icon: LucideIcon;
  tone?: keyof typeof tones;
  size?: 'md' | 'lg';
}) {
  const box = size === 'lg' ? 'h-14 w-14' : 'h-12 w-12';
  const glyph = size === 'lg' ? 'h-7 w-7' : 'h-6 w-6';
  return (
    <span className={`inline-flex shrink-0 items-center justify-center rounded-xl ring-1 ${box} ${tones[tone]}`}>
      <Icon aria-hidden="true" className={glyph} strokeWidth={1.75} />
    </span>
  );
}
