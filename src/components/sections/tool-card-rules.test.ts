import { describe, expect, it } from 'vitest';
import { dictionaryFor } from '../../i18n/dictionary.ts';
import { aiToolButton, hubButton, marketingHubButton } from './tool-card-rules.ts';

describe('tool card button rules', () => {
  const words = dictionaryFor('en').tools.buttons;

  it('labels Solution Hub buttons by category', () => {
    expect(words[hubButton('ai-tool')]).toBe('Try Tool');
    expect(words[hubButton('free-tool')]).toBe('Access Resource');
    expect(words[hubButton('free-resource')]).toBe('Access Resource');
  });

  it('shows Coming Soon for links to /contact, and Try Now otherwise, on the AI Tools hub', () => {
    expect(words[aiToolButton('/contact')]).toBe('Coming Soon');
    expect(words[aiToolButton('/vi/contact')]).toBe('Coming Soon');
    expect(words[aiToolButton('/solutions/free-resources/roi-calculator')]).toBe('Try Now');
  });

  it('sends discontinued tools to what replaced them on the Marketing Tools Hub', () => {
    expect(words[marketingHubButton({ href: '/contact' })]).toBe('Coming Soon');
    expect(words[marketingHubButton({ href: '/services#content-creation-seo', status: 'Discontinued' })]).toBe(
      'See What Replaced It',
    );
    expect(words[marketingHubButton({ href: '/solutions/free-resources/roi-calculator' })]).toBe('Open Tool');
  });
});
