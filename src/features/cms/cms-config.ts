/**
 * The content editor's configuration (Sveltia CMS, decision 110). It edits exactly the files the
 * build reads: each site collection's fields come from its zod schema (a field in the `vi` block is
 * translated, any other is a fact written once), so the schemas stay the one validation layer.
 */
import type { z } from 'astro/zod';
import { pageCopySchemas, pageIdOf } from '../../content/page-schema.ts';
import {
  iconNames,
  resourceTypes,
  siteFolders,
  siteSchemas,
  toolBadges,
  toolCategories,
  toolHubs,
} from '../../content/site-schemas.ts';
import { liveRoutes, retiredRoutes } from '../../lib/routes.ts';

export interface CmsRepository {
  /** `owner/name` on GitHub. */
  repo: string;
  branch: string;
  /** Origin of the OAuth client (e.g. Sveltia CMS Authenticator); without it editors sign in with a token. */
  authUrl?: string;
}

type Field = Record<string, unknown> & { name: string };
type SiteCollection = keyof typeof siteSchemas;

const order: Field = { name: 'order', label: 'Order', widget: 'number', value_type: 'int', min: 0 };
const line = (name: string, label: string): Field => ({ name, label, widget: 'string' });
const paragraph = (name: string, label: string): Field => ({ name, label, widget: 'text' });

/** Inside a translated list, a fact (an id, a link, a product name) is written once, in English. */
const fact = (field: Field): Field => ({ ...field, i18n: false });
const words = (field: Field): Field => ({ ...field, i18n: true });
const list = (name: string, label: string, fields: Field[], extra: Record<string, unknown> = {}): Field => ({
  name,
  label,
  widget: 'list',
  fields,
  ...extra,
});
const group = (name: string, label: string, fields: Field[], extra: Record<string, unknown> = {}): Field => ({
  name,
  label,
  widget: 'object',
  fields,
  ...extra,
});

/**
 * A guide's page, checklist and downloads. Its lists are translated item for item: the Vietnamese
 * block holds each item's words and the English block its facts too (guide-schema.ts).
 */
function guideFields(): Field[] {
  const paragraphs = {
    name: 'paragraphs',
    label: 'Paragraphs',
    widget: 'list',
    field: { name: 'paragraph', label: 'Paragraph', widget: 'text' },
    min: 1,
  };
  const pixels = (name: string, label: string): Field => ({ name, label, widget: 'number', value_type: 'int', min: 1 });
  return [
    order,
    {
      name: 'updated',
      label: 'Last reviewed',
      widget: 'datetime',
      time_format: false,
      date_format: 'YYYY-MM-DD',
      format: 'YYYY-MM-DD',
    },
    { name: 'schema', label: 'Kind (for search engines)', widget: 'select', options: ['HowTo', 'Article'] },
    group('image', 'Image', [
      { name: 'src', label: 'Address (/images/…)', widget: 'string' },
      pixels('width', 'Width'),
      pixels('height', 'Height'),
    ]),
    line('eyebrow', 'Label above the title'),
    line('heading', 'Title'),
    paragraph('lead', 'Lead'),
    line('imageAlt', 'Image description (alt text)'),
    list('intro', 'Introduction', [words(line('title', 'Heading')), words(paragraphs)], { min: 1 }),
    group(
      'tools',
      'Tools (optional)',
      [
        words(line('title', 'Heading')),
        words(paragraph('intro', 'Introduction')),
        list('items', 'Tools', [
          fact(line('name', 'Name')),
          fact({ name: 'href', label: 'Address (https://…)', widget: 'string' }),
          words(paragraph('use', 'What it is for')),
          words(line('freePlan', 'Free plan')),
        ]),
      ],
      { required: false },
    ),
    group(
      'steps',
      'Steps (optional)',
      [
        words(line('title', 'Heading')),
        words(paragraph('intro', 'Introduction')),
        list('items', 'Steps', [words(line('name', 'Step')), words(paragraph('text', 'What to do'))]),
      ],
      { required: false },
    ),
    line('checklistTitle', 'Heading above the checklist'),
    paragraph('checklistIntro', 'Checklist introduction'),
    group('checklist', 'Checklist', [
      words(line('title', 'Title (downloads)')),
      words(paragraph('summary', 'Summary (downloads)')),
      list('sections', 'Sections', [
        fact({
          name: 'id',
          label: 'Section id (a-z, 0-9, -)',
          widget: 'string',
          pattern: ['^[a-z0-9-]+$', 'a-z, 0-9 and hyphens'],
        }),
        words(line('title', 'Heading')),
        list('items', 'Checks', [
          fact({
            name: 'id',
            label: 'Check id (never reuse one: saved progress refers to it)',
            widget: 'string',
            pattern: ['^[a-z0-9-]+$', 'a-z, 0-9 and hyphens'],
          }),
          words(line('text', 'Check')),
          words({ ...line('detail', 'Detail'), required: false }),
        ]),
      ]),
    ]),
    list(
      'related',
      'Related links',
      [fact({ name: 'href', label: 'Page (English path)', widget: 'string' }), words(line('label', 'Label'))],
      { min: 1 },
    ),
  ];
}

/** How each field is edited; which language it belongs to comes from the schema. */
const widgets: { [C in SiteCollection]: Field[] } = {
  services: [
    order,
    { name: 'icon', label: 'Icon', widget: 'select', options: [...iconNames] },
    line('title', 'Title'),
    paragraph('summary', 'Summary (home page card)'),
    paragraph('description', 'Description'),
    {
      name: 'features',
      label: 'Features',
      widget: 'list',
      field: { name: 'feature', label: 'Feature', widget: 'string' },
      min: 1,
    },
    line('price', 'Price'),
  ],
  testimonials: [
    order,
    line('author', 'Author'),
    line('company', 'Company'),
    { name: 'rating', label: 'Rating (1–5)', widget: 'number', value_type: 'int', min: 1, max: 5 },
    paragraph('quote', 'Quote'),
    line('role', 'Role'),
    line('location', 'Location'),
  ],
  faqGroups: [order, line('title', 'Title')],
  faq: [
    {
      name: 'group',
      label: 'Group',
      widget: 'relation',
      collection: 'faq-groups',
      value_field: '{{slug}}',
      search_fields: ['title'],
      display_fields: ['title'],
    },
    order,
    line('question', 'Question'),
    paragraph('answer', 'Answer'),
  ],
  highlights: [
    {
      name: 'set',
      label: 'Where it shows',
      widget: 'select',
      options: [
        { label: 'Under the home page hero', value: 'home' },
        { label: 'How we work (technology)', value: 'technology' },
        { label: 'Why our AI tools (AI Tools hub)', value: 'ai-tools' },
      ],
    },
    order,
    { name: 'icon', label: 'Icon', widget: 'select', options: [...iconNames] },
    line('title', 'Title'),
    paragraph('description', 'Description'),
  ],
  solutionLinks: [
    order,
    {
      name: 'href',
      label: 'Links to (English path)',
      widget: 'string',
      pattern: ['^/[a-z0-9/-]*$', 'a site path such as /solutions/ai-tools'],
    },
    { name: 'icon', label: 'Icon', widget: 'select', options: [...iconNames] },
    line('title', 'Title'),
    paragraph('description', 'Description'),
    line('cta', 'Button text'),
  ],
  solutionFeatures: [
    order,
    line('title', 'Title'),
    {
      name: 'paragraphs',
      label: 'Paragraphs',
      widget: 'list',
      field: { name: 'paragraph', label: 'Paragraph', widget: 'text' },
      min: 1,
    },
    {
      name: 'points',
      label: 'Points',
      widget: 'list',
      field: { name: 'point', label: 'Point', widget: 'string' },
      min: 1,
    },
  ],
  aboutPoints: [
    {
      name: 'set',
      label: 'Section',
      widget: 'select',
      options: [
        { label: 'Mission and vision', value: 'mission' },
        { label: 'Expertise', value: 'expertise' },
        { label: 'Values', value: 'values' },
        { label: 'Why choose us', value: 'reasons' },
      ],
    },
    order,
    { name: 'icon', label: 'Icon', widget: 'select', options: [...iconNames] },
    line('title', 'Title'),
    paragraph('description', 'Description'),
  ],
  aboutIntro: [
    order,
    line('title', 'Title'),
    {
      name: 'paragraphs',
      label: 'Paragraphs',
      widget: 'list',
      field: { name: 'paragraph', label: 'Paragraph', widget: 'text' },
      min: 1,
    },
  ],
  toolCards: [
    { name: 'hub', label: 'Hub', widget: 'select', options: [...toolHubs] },
    order,
    { name: 'icon', label: 'Icon', widget: 'select', options: [...iconNames] },
    {
      name: 'href',
      label: 'Links to (English path)',
      widget: 'string',
      pattern: [
        '^/[a-z0-9/-]*(#[a-z0-9-]+)?$',
        'a site path such as /solutions/ai-tools or /services#seo-optimization',
      ],
    },
    { name: 'category', label: 'Category', widget: 'select', options: [...toolCategories] },
    { name: 'badge', label: 'Badge tone', widget: 'select', options: [...toolBadges], required: false },
    { name: 'highlighted', label: 'Highlighted', widget: 'boolean', required: false },
    line('title', 'Title'),
    paragraph('description', 'Description'),
    { ...line('badgeText', 'Badge text (only with a badge tone)'), required: false },
    { ...paragraph('status', 'Discontinued: what replaced it'), required: false },
  ],
  resources: [
    order,
    {
      name: 'href',
      label: 'Links to (our English path, or another site’s https address)',
      widget: 'string',
      pattern: [
        '^(/[a-z0-9/-]*|https://\\S+)$',
        'a site path such as /solutions/free-resources/marketing-with-canva, or https://…',
      ],
    },
    { name: 'type', label: 'Type', widget: 'select', options: [...resourceTypes] },
    line('publisher', 'Publisher'),
    { name: 'solutionHub', label: 'Also on the Solution Hub', widget: 'boolean', required: false },
    line('title', 'Title'),
    paragraph('description', 'Description'),
    {
      name: 'labels',
      label: 'Two labels (for the filter)',
      widget: 'list',
      field: { name: 'label', label: 'Label', widget: 'string' },
      min: 2,
      max: 2,
    },
  ],
  navigation: [
    {
      name: 'menu',
      label: 'Menu',
      widget: 'select',
      options: [
        { label: 'Header', value: 'main' },
        { label: 'Header button', value: 'cta' },
        { label: 'Footer quick links', value: 'footer' },
        { label: 'Footer legal line', value: 'legal' },
      ],
    },
    order,
    {
      name: 'href',
      label: 'Page (English path; empty for a header drop-down)',
      widget: 'string',
      required: false,
      pattern: ['^/[a-z0-9/-]*$', 'a site path such as /solutions/ai-tools'],
    },
    {
      name: 'parent',
      label: 'In the drop-down',
      widget: 'relation',
      collection: 'navigation',
      value_field: '{{slug}}',
      search_fields: ['label'],
      display_fields: ['label'],
      required: false,
    },
    line('label', 'Label'),
  ],
  guides: guideFields(),
};

/** The field an entry is listed by, and from which a new entry's file name is suggested. */
const identifiers: { [C in SiteCollection]: string } = {
  services: 'title',
  testimonials: 'author',
  faqGroups: 'title',
  faq: 'question',
  highlights: 'title',
  solutionLinks: 'title',
  solutionFeatures: 'title',
  aboutPoints: 'title',
  aboutIntro: 'title',
  toolCards: 'title',
  resources: 'title',
  navigation: 'label',
  guides: 'heading',
};

const labels: { [C in SiteCollection]: [string, string] } = {
  services: ['Services', 'Service'],
  testimonials: ['Testimonials', 'Testimonial'],
  faqGroups: ['FAQ groups', 'FAQ group'],
  faq: ['FAQ', 'Question'],
  highlights: ['Highlights (home page, AI Tools hub)', 'Highlight'],
  solutionLinks: ['Solution Hub links', 'Solution Hub link'],
  solutionFeatures: ['Solution Hub stories', 'Solution Hub story'],
  aboutPoints: ['About page points', 'About page point'],
  aboutIntro: ['About page welcome', 'About page welcome'],
  toolCards: ['Tool cards', 'Tool card'],
  resources: ['Free resources', 'Free resource'],
  navigation: ['Menus', 'Menu link'],
  guides: ['Free guides', 'Guide'],
};

/** Field names of an entry's `vi` block: the words. Everything else in `en` is a fact. */
export function translatedFields(collection: SiteCollection): string[] {
  const schema = siteSchemas[collection] as unknown as z.ZodObject<{ vi: z.ZodObject<z.ZodRawShape> }>;
  return Object.keys(schema.shape.vi.shape);
}

function siteCollection(collection: SiteCollection) {
  const translated = new Set(translatedFields(collection));
  const folder = siteFolders[collection];
  const [label, singular] = labels[collection];
  return {
    name: folder,
    label,
    label_singular: singular,
    folder: `src/content/site/${folder}`,
    extension: 'yaml',
    format: 'yaml',
    create: true,
    // The file name is the entry's id (an anchor such as /services#seo-optimization): typed once.
    slug: { editable: ['create'] },
    identifier_field: identifiers[collection],
    sortable_fields: ['order'],
    i18n: true,
    fields: widgets[collection].map((field) => ({ ...field, i18n: translated.has(field.name) })),
  };
}

/** "ctaTitle" → "Cta title": a field's label from its name. */
const labelOf = (name: string): string => {
  const words = name.replace(/([a-z])([A-Z])/g, '$1 $2').toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
};

/** The editor's fields for a page's copy, one per field of its zod schema (page-schema.ts). */
function copyFields(schema: z.ZodObject<z.ZodRawShape>): Field[] {
  return Object.entries(schema.shape).map(([name, value]) => {
    const type = (value as unknown as { def: { type: string } }).def.type;
    if (type === 'array')
      return {
        name,
        label: labelOf(name),
        widget: 'list',
        field: { name: 'item', label: 'Item', widget: 'string' },
        min: 1,
      };
    if (type === 'object') return group(name, labelOf(name), copyFields(value as z.ZodObject<z.ZodRawShape>));
    // Headings, labels and button texts are one line; intros, paragraphs and subtitles may be longer.
    return /(text|intro|subtitle|data|privacy)$/i.test(name)
      ? paragraph(name, labelOf(name))
      : line(name, labelOf(name));
  });
}

/**
 * The registry pages' words: one file per page (the registry decides which pages exist, so none is
 * created here), every field translated. Its fields are the pages collection's schema.
 */
function pagesCollection() {
  return {
    name: 'pages',
    label: 'Pages: titles, descriptions and sections',
    label_singular: 'Page',
    i18n: true,
    files: liveRoutes.map((route) => {
      const id = pageIdOf(route.key);
      const copy = (pageCopySchemas as Record<string, z.ZodObject<z.ZodRawShape>>)[id];
      const fields: Field[] = [
        line('title', 'Title (browser tab and search results)'),
        { ...line('label', 'Short name (breadcrumbs, sitemap); empty uses the title'), required: false },
        paragraph('description', 'Description (search results)'),
        {
          name: 'keywords',
          label: 'Keywords',
          widget: 'list',
          field: { name: 'keyword', label: 'Keyword', widget: 'string' },
          min: 1,
        },
        ...(copy
          ? [group('copy', 'Page sections (hero, headings, calls to action)', copyFields(copy).map(words))]
          : []),
      ];
      return {
        name: id,
        label: route.key,
        file: `src/content/site/pages/${id}.yaml`,
        format: 'yaml',
        i18n: true,
        fields: fields.map((field) => words(field)),
      };
    }),
  };
}

/**
 * The notices of retired pages: one file per retired path (the registry decides which exist).
 * Every retired page was an English page, so the notice is English only.
 */
function retiredCollection() {
  return {
    name: 'retired',
    label: 'Retired pages: notices',
    label_singular: 'Retired page notice',
    i18n: false,
    files: retiredRoutes.map((route) => ({
      name: route.path.slice(1).replaceAll('/', '-'),
      label: route.path,
      file: `src/content/site/retired${route.path}.yaml`,
      format: 'yaml',
      fields: [
        line('title', 'Heading (and browser tab)'),
        paragraph('description', 'Description (search results)'),
        paragraph('text', 'What happened to the page'),
      ],
    })),
  };
}

const blogFields = (vietnamese: boolean): Field[] => [
  {
    name: 'slug',
    label: 'Address (slug)',
    widget: 'string',
    pattern: ['^[a-z0-9]+(?:-[a-z0-9]+)*$', 'a-z, 0-9 and hyphens'],
  },
  ...(vietnamese
    ? [{ name: 'translationKey', label: 'English post it translates (its file name)', widget: 'string' }]
    : []),
  line('title', 'Title'),
  paragraph('description', 'Description'),
  { name: 'featuredImage', label: 'Image', widget: 'image' },
  line('featuredImageAlt', 'Image description (alt text)'),
  { name: 'ogImage', label: 'Social preview image (1200×630 PNG)', widget: 'image', required: false },
  {
    name: 'date',
    label: 'Date',
    widget: 'datetime',
    time_format: false,
    date_format: 'YYYY-MM-DD',
    format: 'YYYY-MM-DD',
  },
  {
    name: 'updated',
    label: 'Updated',
    widget: 'datetime',
    time_format: false,
    date_format: 'YYYY-MM-DD',
    format: 'YYYY-MM-DD',
    required: false,
  },
  line('author', 'Author'),
  line('category', 'Category'),
  { name: 'tags', label: 'Tags', widget: 'list', min: 1, max: 8 },
  line('seoTitle', 'Search result title'),
  paragraph('seoDescription', 'Search result description'),
  { name: 'body', label: 'Article', widget: 'markdown' },
];

/** Long prose is one file per language, so each language's posts are their own collection. */
function blogCollection(vietnamese: boolean) {
  const folder = vietnamese ? 'blog-vi' : 'blog';
  return {
    name: folder,
    label: vietnamese ? 'Blog (Tiếng Việt)' : 'Blog (English)',
    label_singular: vietnamese ? 'Bài viết' : 'Post',
    folder: `src/content/${folder}`,
    extension: 'md',
    format: 'frontmatter',
    create: true,
    slug: '{{fields.slug}}',
    media_folder: '/public/images/blog',
    public_folder: '/images/blog',
    fields: blogFields(vietnamese),
  };
}

export function cmsConfig(repository: CmsRepository) {
  return {
    backend: {
      name: 'github',
      repo: repository.repo,
      branch: repository.branch,
      ...(repository.authUrl ? { base_url: repository.authUrl } : {}),
    },
    // Drafts: an edit is saved on its own branch and reaches the site only when published.
    publish_mode: 'editorial_workflow',
    media_folder: 'public/images/uploads',
    public_folder: '/images/uploads',
    i18n: { structure: 'single_file', locales: ['en', 'vi'], default_locale: 'en' },
    collections: [
      ...(Object.keys(siteFolders) as SiteCollection[]).map(siteCollection),
      pagesCollection(),
      retiredCollection(),
      blogCollection(false),
      blogCollection(true),
    ],
  };
}
