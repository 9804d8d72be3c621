import { ButtonLink, type ButtonSize } from '../../components/ui/button.tsx';
import { useToolLanguage } from './text-context.tsx';

interface AskStrategistProps {
  /** The contact page in the tool's language. */
  contactHref: string;
  /**
   * The contact page's address with the plan on screen attached (lib/plan-handoff.ts); null when it
   * cannot be attached, and the tool has said why. Its code loads on the click.
   */
  withPlan: (contactHref: string) => Promise<string | null>;
  size?: ButtonSize;
}

/**
 * Both tools' "Ask a strategist about this plan": opens the contact page in the same language with
 * the plan attached in the address (its share link and a short summary), so the form shows and
 * sends it with or without JavaScript on that page. Opened in a new tab it is the plain contact page.
 */
export function AskStrategist({ contactHref, withPlan, size = 'md' }: AskStrategistProps) {
  const { kit } = useToolLanguage();
  return (
    <ButtonLink
      href={contactHref}
      variant="outline"
      size={size}
      onClick={(event) => {
        if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
        event.preventDefault();
        void withPlan(contactHref).then((href) => {
          if (href) window.location.assign(href);
        });
      }}
    >
      {kit.askStrategist}
    </ButtonLink>
  );
}
