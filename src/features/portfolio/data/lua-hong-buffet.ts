/** The exact figures of the Lửa Hồng hot pot buffet case study; they must stay exactly as published. */
import type { Metric } from '../case-study/metric-tiles.tsx';
import type { BudgetLine } from '../vnd.ts';

export const HOT_POT_BUDGET_TOTAL = 70_000_000;

export const hotPotBudget: readonly BudgetLine[] = [
  { item: 'Content production and viral clips', amount: 15_000_000, details: 'Two shoot days a month, short-form editing, trend sounds, creator fees for three TikTok collaborations' },
  { item: 'Major events (3)', amount: 21_000_000, details: 'Neon Night, the Speed Dating special and the Buffet Battle flagship: about 7,000,000 each for DJ, hosts, props and prizes' },
  { item: 'Mini-events (6)', amount: 9_000_000, details: 'Dipping sauce workshops, happy hour launches and spin-the-wheel nights: about 1,500,000 each' },
  { item: 'Livestream and mini-games', amount: 7_000_000, details: 'Phone rig, lighting, a part-time host and vouchers given away on air' },
  { item: 'Gifts and incentives', amount: 8_000_000, details: 'Check-in rewards, UGC contest prizes, birthday vouchers and branded chopsticks' },
  { item: 'Decor and check-in', amount: 8_000_000, details: 'The neon photo wall, table signage with QR codes and seasonal decor refreshes' },
  { item: 'Contingency', amount: 2_000_000, details: 'Held back for boosting a post that takes off or replacing damaged props' },
];

export const hotPotObjectives: readonly Metric[] = [
  { value: '100,000', label: 'organic interactions in 6 months', detail: 'Reactions, comments, shares and saves across TikTok, Facebook and Instagram, with no paid boosting counted.' },
  { value: '85%', label: 'of customers aged 16-35 in 6 months', detail: 'Measured from the booking form and a one-question survey on the bill folder.' },
  { value: '3 + 6', label: 'major and mini events in 6 months', detail: 'At least 3 major events and 6 mini-events, each with its own content plan before and after.' },
  { value: '3 / month', label: 'viral pieces, each over 100,000 organic reach', detail: 'At least 3 pieces of content a month that each pass 100,000 organic reach.' },
];

export interface CalendarRow {
  date: string;
  contentType: string;
  contentIdea: string;
  platform: string;
}

export const juneContentCalendar: readonly CalendarRow[] = [
  { date: 'June 1', contentType: 'Short video', contentIdea: 'Children’s Day throwback: staff recreate their childhood snacks as hot pot toppings', platform: 'TikTok, Instagram Reels' },
  { date: 'June 3', contentType: 'Carousel', contentIdea: 'Five dipping sauce combinations our regulars swear by (save it for your next visit)', platform: 'Facebook, Instagram' },
  { date: 'June 5', contentType: 'Livestream', contentIdea: 'Thursday dinner live from the dining room with a spin-the-wheel mini-game for free drinks', platform: 'TikTok Live, Facebook Live' },
  { date: 'June 8', contentType: 'UGC challenge', contentIdea: 'Launch #LuaHongCheckIn: post at the neon wall, tag us and win a buffet for four', platform: 'TikTok, Instagram' },
  { date: 'June 10', contentType: 'Behind the scenes', contentIdea: '6 a.m. in the kitchen: the eight hours behind our signature spicy broth', platform: 'TikTok, Facebook' },
  { date: 'June 12', contentType: 'Event teaser', contentIdea: 'Speed Dating Hot Pot Night: 20 seats, how it works, registration link', platform: 'Facebook, Instagram, Zalo' },
  { date: 'June 15', contentType: 'Promotion', contentIdea: 'Father’s Day: dads eat free with a group of four, with a photo corner for family shots', platform: 'Facebook, Zalo' },
  { date: 'June 17', contentType: 'Trend video', contentIdea: 'POV: the friend who always over-orders at the buffet (and the staff who save the day)', platform: 'TikTok, Instagram Reels' },
  { date: 'June 19', contentType: 'Livestream', contentIdea: 'Dipping sauce workshop live: viewers vote for the June sauce of the month', platform: 'Facebook Live, TikTok Live' },
  { date: 'June 21', contentType: 'Event recap', contentIdea: 'Speed Dating Night highlights, filmed with guests’ consent, and how many pairs swapped numbers', platform: 'TikTok, Instagram' },
  { date: 'June 24', contentType: 'Poll and stories', contentIdea: 'Vote on the next Buffet Battle challenge: hottest broth or most plates in 20 minutes', platform: 'Instagram Stories, Facebook' },
  { date: 'June 27', contentType: 'Event', contentIdea: 'Neon Night: live DJ, glow decor and UV face paint at the door, filmed for Reels', platform: 'TikTok, Facebook, Instagram' },
  { date: 'June 30', contentType: 'Monthly recap', contentIdea: 'June in 60 seconds: best customer videos, Buffet Battle heats and a July teaser', platform: 'TikTok, Facebook, Instagram' },
];

export const calendarColumns = ['Date', 'Content type', 'Content idea', 'Platform'] as const;

export const calendarRows = juneContentCalendar.map((row) => [row.date, row.contentType, row.contentIdea, row.platform] as const);
