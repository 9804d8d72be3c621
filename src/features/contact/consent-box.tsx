/**
 * The collection notice and the consent boxes that sit next to a form's submit button. Both boxes
 * start unticked: consent has to be an act of the visitor, never a default.
 */
import type { ReactNode } from 'react';
import type { Locale } from '../../lib/locales.ts';

/** The privacy policy in the page's language (kept here so the islands do not load the route registry). */
export const privacyHref = (lang: Locale) => (lang === 'en' ? '/privacy-policy' : `/${lang}/privacy-policy`);

export function CollectionNotice({
  id,
  text,
  linkText,
  lang,
  dark = false,
}: {
  id: string;
  text: string;
  linkText: string;
  lang: Locale;
  dark?: boolean;
}) {
  return (
    <p id={id} className={`text-sm ${dark ? 'text-white' : 'text-slate-600'}`}>
      {text}{' '}
      <a
        href={privacyHref(lang)}
        className={`font-medium underline underline-offset-2 ${dark ? 'text-white' : 'text-brand-700 hover:text-brand-800'}`}
      >
        {linkText}
      </a>
      .
    </p>
  );
}

interface CheckboxProps {
  id: string;
  name: string;
  label: ReactNode;
  checked: boolean;
  onChange: (checked: boolean) => void;
  required?: boolean;
  error?: string | undefined;
  describedBy?: string;
  dark?: boolean;
}

/** A labelled checkbox; its error is announced and linked like the text fields' errors. */
export function Checkbox({
  id,
  name,
  label,
  checked,
  onChange,
  required = false,
  error,
  describedBy,
  dark = false,
}: CheckboxProps) {
  const described = [error ? `${id}-error` : '', describedBy ?? ''].filter(Boolean).join(' ') || undefined;
  return (
    <div>
      <div className="flex items-start gap-3">
        <input
          id={id}
          name={name}
          type="checkbox"
          value="yes"
          checked={checked}
          required={required}
          onChange={(event) => onChange(event.currentTarget.checked)}
          aria-invalid={error ? true : undefined}
          aria-describedby={described}
          className="mt-0.5 h-5 w-5 shrink-0 rounded border-slate-400 accent-brand-600"
        />
        <label htmlFor={id} className={`text-sm ${dark ? 'text-white' : 'text-slate-800'}`}>
          {label}
        </label>
      </div>
      <p
        id={`${id}-error`}
        role="alert"
        className={`mt-1 text-sm font-medium empty:hidden ${dark ? 'text-white' : 'text-danger-700'}`}
      >
        {error ?? ''}
      </p>
    </div>
  );
}
