import { afterEach, beforeEach } from 'vitest';

/**
 * jsdom has no layout: before each test, give elements an offsetParent so antd-mobile's
 * InfiniteScroll sees its sentinel and loads the next page; restored after it.
 */
export const setUpInfiniteScrollTests = () => {
  const offsetParent = Object.getOwnPropertyDescriptor(HTMLElement.prototype, 'offsetParent');

  beforeEach(() => {
    Object.defineProperty(HTMLElement.prototype, 'offsetParent', {
      configurable: true,
      get(this: HTMLElement) {
        return this.parentElement;
      },
    });
  });

  afterEach(() => {
    if (offsetParent) Object.defineProperty(HTMLElement.prototype, 'offsetParent', offsetParent);
  });
};
