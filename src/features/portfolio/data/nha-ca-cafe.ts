/** Implementation roadmap of the Nhà Cá cat cafe case study: phases in months 1-3, 4-6 and 7-12. */
export interface RoadmapRow {
  phase: string;
  timeline: string;
  activities: readonly string[];
}

export const nhaCaRoadmap: readonly RoadmapRow[] = [
  {
    phase: 'Phase 1: Launch and awareness',
    timeline: 'Months 1-3',
    activities: [
      'Finish the brand identity, signage and menu design',
      'Open Instagram, TikTok and Facebook with a cat-of-the-week series introducing the resident cats',
      'Soft opening for 150 invited cat lovers, students and local creators',
      'List on Google Maps with photos, opening hours and house rules',
    ],
  },
  {
    phase: 'Phase 2: Engagement and workshops',
    timeline: 'Months 4-6',
    activities: [
      'Run the three workshop series on a fixed weekly schedule with online booking',
      'Start the loyalty card: the tenth drink is free and every stamp adds to a donation for the partner cat shelter',
      'Partner with two universities’ photography and art clubs',
      'Publish workshop participants’ photos and stories each week, with their permission',
    ],
  },
  {
    phase: 'Phase 3: Community and growth',
    timeline: 'Months 7-12',
    activities: [
      'Host monthly adoption days with the partner shelter',
      'Launch merchandise: prints from the photography workshop, tote bags and a calendar',
      'Introduce English-language workshops and hotel concierge partnerships for tourists',
      'Review the numbers against the success metrics and plan year two',
    ],
  },
];

export const roadmapColumns = ['Phase', 'Timeline', 'Activities'] as const;

export const roadmapRows = nhaCaRoadmap.map((row) => [row.phase, row.timeline, row.activities] as const);
