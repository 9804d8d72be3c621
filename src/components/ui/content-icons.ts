/** The components behind the icon names content may use (`iconNames` in content/site-schemas.ts). */
import {
  BookOpen,
  Bot,
  BrainCircuit,
  ChartNoAxesCombined,
  Gem,
  Languages,
  Megaphone,
  Palette,
  PenTool,
  Rocket,
  Search,
  Share2,
  Sparkles,
  TrendingUp,
  type LucideIcon,
} from 'lucide-react';
import type { IconName } from '../../content/site-schemas.ts';

export const contentIcons: Record<IconName, LucideIcon> = {
  BrainCircuit,
  Megaphone,
  Palette,
  PenTool,
  Search,
  Share2,
  Bot,
  ChartNoAxesCombined,
  Gem,
  Languages,
  Rocket,
  TrendingUp,
  Sparkles,
  BookOpen,
};
