import { templateLayoutCodes } from '@lottery/contracts';
import { describe, expect, it } from 'vitest';
import { componentNameOf, isAdLayout, layoutComponent, layoutFamilies } from './card-registry';

describe('the layout registry', () => {
  it('names a component for each of the spec’s layouts', () => {
    for (const code of [
      'MB01',
      'mb01A',
      'MB03',
      'MB37',
      'MB42',
      'TYMB',
      'SYMB2',
      'JhtGshou',
      'AD13',
    ]) {
      expect(layoutFamilies.has(code), code).toBe(true);
    }
    expect(componentNameOf('MB01')).toBe('Mb01');
    expect(componentNameOf('SYMB2')).toBe('Symb2');
    expect(componentNameOf('mb01A')).toBe('Mb01A');
    expect(componentNameOf('AD14')).toBe('Ad14');
  });

  it('renders a lower-case code with its upper-case twin’s component', () => {
    expect(layoutComponent('mb12')).toBe(layoutComponent('MB12'));
    expect(layoutComponent('mb43')).toBe(layoutComponent('TYMB'));
  });

  it('every layout module exports the component the registry names', async () => {
    const modules = {
      sheet: await import('./layouts/sheet-layouts'),
      zodiac: await import('./layouts/zodiac-layouts'),
      tabs: await import('./layouts/tab-layouts'),
      posts: await import('./layouts/post-layouts'),
      tables: await import('./layouts/table-layouts'),
      rich: await import('./layouts/rich-layouts'),
      ads: await import('./layouts/ad-layouts'),
    } as Record<string, Record<string, unknown>>;
    for (const [code, family] of layoutFamilies) {
      expect(typeof modules[family]?.[componentNameOf(code)], code).toBe('function');
    }
    expect(templateLayoutCodes.every((code) => code.length > 0)).toBe(true);
  });

  it('tells the ad templates', () => {
    expect(isAdLayout('AD13')).toBe(true);
    expect(isAdLayout('MB01')).toBe(false);
  });
});
