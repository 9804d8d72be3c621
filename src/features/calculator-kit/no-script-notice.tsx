import { useToolLanguage } from './text-context.tsx';

/**
 * Without JavaScript a calculator's controls would sit on the page doing nothing. This notice is
 * server-rendered inside the island and shown only when scripting is off; the tool's controls carry
 * NEEDS_SCRIPT so they are hidden then. The media query needs no script of its own.
 */
export const NEEDS_SCRIPT = '[@media(scripting:none)]:hidden';

export function NoScriptNotice() {
  const { kit } = useToolLanguage();
  return (
    <div
      data-no-script-notice
      className="hidden rounded-card border border-warning-600/30 bg-warning-50 p-5 text-slate-800 [@media(scripting:none)]:block"
    >
      <p className="font-semibold text-slate-900">{kit.noScriptTitle}</p>
      <p className="mt-1 text-sm">{kit.noScript}</p>
    </div>
  );
}
