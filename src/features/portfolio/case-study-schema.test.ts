import { describe, expect, it } from 'vitest';
import { caseStudySchema } from './case-study-schema.ts';

const valid = {
  slug: 'koto-club',
  title: 'Koto Club: launching a premium nightclub in Da Nang',
  description:
    'Brand positioning, a three-tier VIP programme and a year-one marketing plan for a premium nightclub in Da Nang.',
  client: 'Koto Club',
  location: 'Da Nang, Vietnam',
  categories: ['Nightlife', 'Event Marketing'],
  image: '/images/case-studies/koto-club.svg',
  imageAlt: 'A neon-lit dance floor under the Da Nang skyline at night',
  date: '2024-11-04',
};

describe('caseStudySchema', () => {
  it('accepts a complete case study and fills the defaults', () => {
    const parsed = caseStudySchema.parse(valid);
    expect(parsed.featured).toBe(false);
    expect(parsed.ctaLabel).toBe('Start Your Project');
    expect(parsed.date).toBeInstanceOf(Date);
    expect(parsed.highlights).toEqual([]);
  });

  it.each(['slug', 'title', 'description', 'client', 'location', 'categories', 'image', 'imageAlt', 'date'])(
    'rejects a case study missing %s',
    (field) => {
      const withoutField: Record<string, unknown> = { ...valid };
      delete withoutField[field];
      const result = caseStudySchema.safeParse(withoutField);
      expect(result.success).toBe(false);
      expect(result.error?.issues.some((issue) => issue.path[0] === field)).toBe(true);
    },
  );

  it('rejects unknown categories, an empty category list, bad slugs and off-site images', () => {
    expect(caseStudySchema.safeParse({ ...valid, categories: ['Podcasts'] }).success).toBe(false);
    expect(caseStudySchema.safeParse({ ...valid, categories: [] }).success).toBe(false);
    expect(caseStudySchema.safeParse({ ...valid, slug: 'Koto Club' }).success).toBe(false);
    expect(caseStudySchema.safeParse({ ...valid, image: 'https://images.example.com/koto.jpg' }).success).toBe(false);
    expect(caseStudySchema.safeParse({ ...valid, date: 'not a date' }).success).toBe(false);
  });

  it('allows at most four highlights', () => {
    const highlight = { value: '75M+', label: 'impressions' };
    expect(caseStudySchema.safeParse({ ...valid, highlights: Array(4).fill(highlight) }).success).toBe(true);
    expect(caseStudySchema.safeParse({ ...valid, highlights: Array(5).fill(highlight) }).success).toBe(false);
  });
});
