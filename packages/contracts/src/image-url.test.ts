import { describe, expect, it } from 'vitest';
import { imageUrl } from './image-url';

describe('imageUrl', () => {
  it('puts bare paths under /sys-upload/', () => {
    expect(imageUrl('company/logo.png')).toBe('/sys-upload/company/logo.png');
  });

  it('keeps absolute, rooted, protocol-relative and data urls', () => {
    for (const url of [
      'https://cdn.example.com/a.png',
      '/sys-upload/b.png',
      '//cdn.example.com/c.png',
      'data:image/png;base64,AAAA',
    ]) {
      expect(imageUrl(url)).toBe(url);
    }
  });

  it('answers an empty string for an empty path', () => {
    expect(imageUrl('  ')).toBe('');
  });
});
