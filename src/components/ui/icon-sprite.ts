/**
 * The icons islands draw, as one SVG sprite (src/assets/icons/sprite.svg, decision 164). An island's
 * `<Icon name="…">` is a `<use>` of a symbol in that file, so no icon's path data and none of
 * lucide's rendering code travel in the tools' JavaScript. Markup rendered only on the server keeps
 * lucide-react's components, which cost the browser nothing.
 *
 * To add an icon: add it here, run `npm run icons`, commit the sprite. A unit test fails while the
 * committed sprite differs from this list.
 */
import type { LucideIcon } from 'lucide-react';
import ArrowDownRight from 'lucide-react/icons/arrow-down-right';
import ArrowRight from 'lucide-react/icons/arrow-right';
import ArrowUpRight from 'lucide-react/icons/arrow-up-right';
import Banknote from 'lucide-react/icons/banknote';
import BookBookmark from 'lucide-react/icons/book-bookmark';
import BookOpen from 'lucide-react/icons/book-open';
import Calculator from 'lucide-react/icons/calculator';
import ChartColumn from 'lucide-react/icons/chart-column';
import Check from 'lucide-react/icons/check';
import ChevronDown from 'lucide-react/icons/chevron-down';
import ChevronLeft from 'lucide-react/icons/chevron-left';
import ChevronRight from 'lucide-react/icons/chevron-right';
import CircleCheck from 'lucide-react/icons/circle-check';
import CircleExclamationPoint from 'lucide-react/icons/circle-exclamation-point';
import CircleQuestionMark from 'lucide-react/icons/circle-question-mark';
import CircleX from 'lucide-react/icons/circle-x';
import Clock from 'lucide-react/icons/clock';
import Download from 'lucide-react/icons/download';
import FileCheckCorner from 'lucide-react/icons/file-check-corner';
import FileSpreadsheet from 'lucide-react/icons/file-spreadsheet';
import FileText from 'lucide-react/icons/file-text';
import FileUp from 'lucide-react/icons/file-up';
import FolderOpen from 'lucide-react/icons/folder-open';
import GitCompareArrows from 'lucide-react/icons/git-compare-arrows';
import Info from 'lucide-react/icons/info';
import Link2 from 'lucide-react/icons/link-2';
import Lock from 'lucide-react/icons/lock';
import LockOpen from 'lucide-react/icons/lock-open';
import Mail from 'lucide-react/icons/mail';
import MessageCircle from 'lucide-react/icons/message-circle';
import Pencil from 'lucide-react/icons/pencil';
import Percent from 'lucide-react/icons/percent';
import Plus from 'lucide-react/icons/plus';
import Printer from 'lucide-react/icons/printer';
import Rocket from 'lucide-react/icons/rocket';
import RotateCcw from 'lucide-react/icons/rotate-ccw';
import Save from 'lucide-react/icons/save';
import Scale from 'lucide-react/icons/scale';
import Search from 'lucide-react/icons/search';
import Send from 'lucide-react/icons/send';
import ShieldCheck from 'lucide-react/icons/shield-check';
import Target from 'lucide-react/icons/target';
import Trash from 'lucide-react/icons/trash';
import TrendingDown from 'lucide-react/icons/trending-down';
import TrendingUp from 'lucide-react/icons/trending-up';
import TriangleExclamationPoint from 'lucide-react/icons/triangle-exclamation-point';
import Undo2 from 'lucide-react/icons/undo-2';
import Upload from 'lucide-react/icons/upload';
import Users from 'lucide-react/icons/users';
import X from 'lucide-react/icons/x';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';

/** Each sprite icon by its symbol id (lucide's own name). */
export const SPRITE_ICONS = {
  'arrow-down-right': ArrowDownRight,
  'arrow-right': ArrowRight,
  'arrow-up-right': ArrowUpRight,
  banknote: Banknote,
  'book-bookmark': BookBookmark,
  'book-open': BookOpen,
  calculator: Calculator,
  'chart-column': ChartColumn,
  check: Check,
  'chevron-down': ChevronDown,
  'chevron-left': ChevronLeft,
  'chevron-right': ChevronRight,
  'circle-check': CircleCheck,
  'circle-exclamation-point': CircleExclamationPoint,
  'circle-question-mark': CircleQuestionMark,
  'circle-x': CircleX,
  clock: Clock,
  download: Download,
  'file-check-corner': FileCheckCorner,
  'file-spreadsheet': FileSpreadsheet,
  'file-text': FileText,
  'file-up': FileUp,
  'folder-open': FolderOpen,
  'git-compare-arrows': GitCompareArrows,
  info: Info,
  'link-2': Link2,
  lock: Lock,
  'lock-open': LockOpen,
  mail: Mail,
  'message-circle': MessageCircle,
  pencil: Pencil,
  percent: Percent,
  plus: Plus,
  printer: Printer,
  rocket: Rocket,
  'rotate-ccw': RotateCcw,
  save: Save,
  scale: Scale,
  search: Search,
  send: Send,
  'shield-check': ShieldCheck,
  target: Target,
  trash: Trash,
  'trending-down': TrendingDown,
  'trending-up': TrendingUp,
  'triangle-exclamation-point': TriangleExclamationPoint,
  'undo-2': Undo2,
  upload: Upload,
  users: Users,
  x: X,
} satisfies Record<string, LucideIcon>;

export type IconName = keyof typeof SPRITE_ICONS;

/** The sprite's text: one `<symbol>` per icon, holding the shapes lucide draws inside its `<svg>`. */
export function spriteSvg(): string {
  const symbols = Object.entries(SPRITE_ICONS).map(([name, icon]) => {
    const svg = renderToStaticMarkup(createElement(icon));
    const shapes = svg.slice(svg.indexOf('>') + 1, svg.lastIndexOf('</svg>')).replace(/><\/\w+>/g, '/>');
    return `<symbol id="${name}" viewBox="0 0 24 24">${shapes}</symbol>`;
  });
  return `<svg xmlns="http://www.w3.org/2000/svg">\n${symbols.join('\n')}\n</svg>\n`;
}
