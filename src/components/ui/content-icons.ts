/** The components behind the icon names content may use (`iconNames` in content/site-schemas.ts). */
import type { LucideIcon } from 'lucide-react';
import Award from 'lucide-react/icons/award';
import BookOpen from 'lucide-react/icons/book-open';
import Bot from 'lucide-react/icons/bot';
import BrainCircuit from 'lucide-react/icons/brain-circuit';
import Calculator from 'lucide-react/icons/calculator';
import ChartNoAxesCombined from 'lucide-react/icons/chart-no-axes-combined';
import Compass from 'lucide-react/icons/compass';
import Eye from 'lucide-react/icons/eye';
import FileText from 'lucide-react/icons/file-text';
import Gauge from 'lucide-react/icons/gauge';
import Gem from 'lucide-react/icons/gem';
import GraduationCap from 'lucide-react/icons/graduation-cap';
import Handshake from 'lucide-react/icons/handshake';
import Languages from 'lucide-react/icons/languages';
import LayoutGrid from 'lucide-react/icons/layout-grid';
import Lightbulb from 'lucide-react/icons/lightbulb';
import Lock from 'lucide-react/icons/lock';
import Megaphone from 'lucide-react/icons/megaphone';
import Palette from 'lucide-react/icons/palette';
import PenTool from 'lucide-react/icons/pen-tool';
import Rocket from 'lucide-react/icons/rocket';
import Search from 'lucide-react/icons/search';
import Share2 from 'lucide-react/icons/share-2';
import ShieldCheck from 'lucide-react/icons/shield-check';
import Sparkles from 'lucide-react/icons/sparkles';
import Target from 'lucide-react/icons/target';
import Telescope from 'lucide-react/icons/telescope';
import TrendingUp from 'lucide-react/icons/trending-up';
import Users from 'lucide-react/icons/users';
import Wallet from 'lucide-react/icons/wallet';
import Zap from 'lucide-react/icons/zap';
import type { IconName } from '../../content/site-schemas.ts';

export const contentIcons: Record<IconName, LucideIcon> = {
  Award,
  BookOpen,
  Bot,
  BrainCircuit,
  Calculator,
  ChartNoAxesCombined,
  Compass,
  Eye,
  FileText,
  Gauge,
  Gem,
  GraduationCap,
  Handshake,
  Languages,
  LayoutGrid,
  Lightbulb,
  Lock,
  Megaphone,
  Palette,
  PenTool,
  Rocket,
  Search,
  Share2,
  ShieldCheck,
  Sparkles,
  Target,
  Telescope,
  TrendingUp,
  Users,
  Wallet,
  Zap,
};
