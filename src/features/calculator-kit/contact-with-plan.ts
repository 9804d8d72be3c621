/** The contact page's address with a tool's plan attached, for both tools; null, said in a toast, when it cannot be. */
import { toast } from '../../components/ui/toast.tsx';
import { planContactHref, type PlanAttachment } from '../../lib/plan-handoff.ts';
import type { KitText } from './text-context.tsx';

export function contactHrefWithPlan(contactHref: string, attached: PlanAttachment | null, kit: KitText): string | null {
  if (!attached) return null;
  const href = planContactHref(contactHref, attached);
  if (href === undefined) toast({ title: kit.attachTooBig, tone: 'error' });
  return href ?? null;
}
