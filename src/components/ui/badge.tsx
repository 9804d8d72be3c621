import type { ReactNode } from 'react';

export type BadgeTone = 'brand' | 'neutral' | 'success' | 'warning' | 'danger' | 'accent';

const tones: Record<BadgeTone, string> = {
  brand: 'bg-brand-100 text-brand-800',
  neutral: 'bg-slate-100 text-slate-700',
  success: 'bg-success-50 text-success-700 ring-1 ring-success-600/20',
  warning: 'bg-warning-50 text-warning-700 ring-1 ring-warning-600/25',
  danger: 'bg-danger-50 text-danger-700 ring-1 ring-danger-600/20',
  accent: 'bg-accent-100 text-accent-700',
};

export function Badge({
  tone = 'brand',
  children,
  className = '',
}: {
  tone?: BadgeTone;
  children: ReactNode;
  className?: string;
}) {
  return (
    <span
      className={`inline-flex items-center gap-1 rounded-full px-2.5 py-0.5 text-xs font-semibold ${tones[tone]} ${className}`}
    >
      {children}
    </span>
  );
}
