import type { LucideIcon } from 'lucide-react';
import Armchair from 'lucide-react/icons/armchair';
import Award from 'lucide-react/icons/award';
import Briefcase from 'lucide-react/icons/briefcase';
import BarChart3 from 'lucide-react/icons/chart-column';
import BookOpen from 'lucide-react/icons/book-open';
import Brush from 'lucide-react/icons/brush';
import Building2 from 'lucide-react/icons/building-complex';
import CalendarDays from 'lucide-react/icons/calendar-days';
import Camera from 'lucide-react/icons/camera';
import Coffee from 'lucide-react/icons/coffee';
import Coins from 'lucide-react/icons/coins';
import Crown from 'lucide-react/icons/crown';
import Flame from 'lucide-react/icons/flame';
import Gem from 'lucide-react/icons/gem';
import Gift from 'lucide-react/icons/gift';
import Globe from 'lucide-react/icons/globe';
import GraduationCap from 'lucide-react/icons/graduation-cap';
import Handshake from 'lucide-react/icons/handshake';
import Heart from 'lucide-react/icons/heart';
import HeartHandshake from 'lucide-react/icons/heart-handshake';
import Hotel from 'lucide-react/icons/hotel';
import Lightbulb from 'lucide-react/icons/lightbulb';
import Mail from 'lucide-react/icons/mail';
import Map from 'lucide-react/icons/map';
import Megaphone from 'lucide-react/icons/megaphone';
import MessageCircle from 'lucide-react/icons/message-circle';
import Music from 'lucide-react/icons/eighth-notes';
import Network from 'lucide-react/icons/network';
import Palette from 'lucide-react/icons/palette';
import PenLine from 'lucide-react/icons/pen-line';
import Plane from 'lucide-react/icons/plane';
import Radio from 'lucide-react/icons/radio';
import Search from 'lucide-react/icons/search';
import ShieldCheck from 'lucide-react/icons/shield-check';
import Sparkles from 'lucide-react/icons/sparkles';
import Star from 'lucide-react/icons/star';
import Sun from 'lucide-react/icons/sun';
import Target from 'lucide-react/icons/target';
import TrendingUp from 'lucide-react/icons/trending-up';
import Users from 'lucide-react/icons/users';
import Video from 'lucide-react/icons/video';
import Vote from 'lucide-react/icons/vote';
import Wine from 'lucide-react/icons/wine';

/** Icons an MDX author can name in FeatureGrid items, e.g. icon: 'camera'. Static render, no JS. */
export const caseIcons = {
  armchair: Armchair,
  award: Award,
  briefcase: Briefcase,
  vote: Vote,
  network: Network,
  coins: Coins,
  book: BookOpen,
  chart: BarChart3,
  brush: Brush,
  building: Building2,
  calendar: CalendarDays,
  camera: Camera,
  coffee: Coffee,
  crown: Crown,
  flame: Flame,
  gem: Gem,
  gift: Gift,
  globe: Globe,
  graduation: GraduationCap,
  handshake: Handshake,
  heart: Heart,
  care: HeartHandshake,
  hotel: Hotel,
  idea: Lightbulb,
  mail: Mail,
  map: Map,
  megaphone: Megaphone,
  chat: MessageCircle,
  music: Music,
  palette: Palette,
  pen: PenLine,
  plane: Plane,
  live: Radio,
  search: Search,
  shield: ShieldCheck,
  sparkles: Sparkles,
  star: Star,
  sun: Sun,
  target: Target,
  growth: TrendingUp,
  users: Users,
  video: Video,
  wine: Wine,
} satisfies Record<string, LucideIcon>;

export type CaseIconName = keyof typeof caseIcons;

export function CaseIcon({ name, className = 'h-5 w-5' }: { name: CaseIconName; className?: string }) {
  const Icon = caseIcons[name] as LucideIcon | undefined;
  // MDX props are not type-checked, so a typo must fail the build rather than render nothing.
  if (!Icon)
    throw new Error(`Unknown case-study icon "${String(name)}". Known icons: ${Object.keys(caseIcons).join(', ')}`);
  return <Icon aria-hidden="true" className={className} />;
}
