import { afterEach, describe, expect, it } from 'vitest';
import { appScrollId, scrollerOf, seenBottomOf } from './scroller';

describe('scrollerOf', () => {
  afterEach(() => document.body.replaceChildren());

  it("is the shell's scrolling area for an element inside it", () => {
    const main = document.createElement('main');
    main.id = appScrollId;
    const card = document.createElement('div');
    main.append(card);
    document.body.append(main);
    expect(scrollerOf(card)).toBe(main);
  });

  it('is the window for an element outside the shell', () => {
    const card = document.createElement('div');
    document.body.append(card);
    expect(scrollerOf(card)).toBe(window);
    expect(seenBottomOf(window)).toBe(window.innerHeight);
  });
});
