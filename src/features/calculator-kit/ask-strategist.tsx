import { MessagesSquare } from 'lucide-react';
import { ButtonLink, type ButtonSize } from '../../components/ui/button.tsx';
import { planContactHref, type PlanAttachment } from '../../lib/plan-handoff.ts';
import { useToolLanguage } from './text-context.tsx';

interface AskStrategistProps {
  /** The contact page in the tool's language. */
  contactHref: string;
  /** The plan on screen as its share link and summary; null when it cannot be attached (the tool says why). */
  attachment: () => Promise<PlanAttachment | null>;
  size?: ButtonSize;
}

/**
 * Both tools' "Ask a strategist about this plan": opens the contact page in the same language with
 * the plan attached in the address (its share link and a short summary), so the form shows and
 * sends it with or without JavaScript on that page. Opened in a new tab it is the plain contact page.
 */
export function AskStrategist({ contactHref, attachment, size = 'md' }: AskStrategistProps) {
  const { kit } = useToolLanguage();
  return (
    <ButtonLink
      href={contactHref}
      variant="outline"
      size={size}
      onClick={(event) => {
        if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
        event.preventDefault();
        void attachment().then((plan) => {
          if (plan) window.location.assign(planContactHref(contactHref, plan));
        });
      }}
    >
      <MessagesSquare aria-hidden="true" className="h-4 w-4" />
      {kit.askStrategist}
    </ButtonLink>
  );
}
