/** The exact figures of the Koto Club case study: the budget split and the VIP tiers. */
import type { Tier } from '../case-study/tier-cards.tsx';
import type { BudgetLine } from '../vnd.ts';

/** First-year marketing and launch budget; each line is a fixed share of it. */
export const KOTO_BUDGET_TOTAL = 2_500_000_000;

export const kotoBudgetShares = [
  { item: 'Marketing campaigns', percent: 30, details: 'Launch campaign, paid social, search, content production and the always-on creator programme' },
  { item: 'VIP services', percent: 25, details: 'Hosts and concierge, welcome bottles, member gifts, the members’ app and CRM' },
  { item: 'Event production', percent: 20, details: 'Guest DJs, stage design, lighting and sound upgrades, themed nights' },
  { item: 'Partnerships', percent: 15, details: 'Hotel concierge commissions, co-branded nights with premium brands, event organiser fees' },
  { item: 'Contingency', percent: 10, details: 'Held back for opportunities and overruns; released quarterly if unused' },
] as const;

export const kotoBudget: readonly BudgetLine[] = kotoBudgetShares.map((line) => ({
  item: line.item,
  details: line.details,
  amount: (KOTO_BUDGET_TOTAL * line.percent) / 100,
}));

export const kotoTiers: readonly Tier[] = [
  {
    name: 'Gold',
    price: '30,000,000 VND a year',
    summary: 'For regulars who come most weekends and want the night to start without a queue.',
    adds: [
      'Priority entry through the members’ lane, no queue',
      'Table reservation for up to 6 guests, held until 11:30 p.m.',
      'A welcome bottle of sparkling wine on the first visit each month',
      '10% off the bar menu for the member’s table',
      'Invitations to member-only previews of themed nights',
    ],
  },
  {
    name: 'Platinum',
    price: '80,000,000 VND a year',
    summary: 'For hosts who entertain clients and friends and want the best seat in the room.',
    adds: [
      'A named host who handles bookings by Zalo or WhatsApp',
      'Premium booth beside the DJ stage for up to 10 guests',
      'Two guest passes for every ticketed international DJ night',
      'A complimentary bottle of premium spirits each month',
      'Early access to tickets 72 hours before public release',
    ],
  },
  {
    name: 'Diamond',
    price: '200,000,000 VND a year',
    summary: 'By invitation, for a small circle of members who want Koto to run their whole night.',
    adds: [
      'The private skybox for up to 16 guests, with its own bar and bartender',
      'Personal concierge for hotel, restaurant and yacht bookings across Da Nang',
      'Chauffeured car to and from the club on request',
      'Meet-and-greet with headline artists',
      'An engraved bottle locker and a yearly members’ dinner with the owners',
    ],
  },
];
