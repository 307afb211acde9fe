import { describe, expect, it } from 'vitest';
import { amountMilliOf, cleanAmountInput, cleanCountInput } from './amount-input';
import { createProblem, problemMessage } from './create-problem';
import { hongbaoLook } from './hongbao-state';

describe('cleanAmountInput', () => {
  it.each([
    ['', ''],
    ['12', '12'],
    ['12.345', '12.34'],
    ['.5', '0.5'],
    ['007', '7'],
    ['0.05', '0.05'],
    ['1.2.3', '1.23'],
    ['¥8a', '8'],
    ['3.', '3.'],
  ])('%j → %j', (typed, kept) => expect(cleanAmountInput(typed)).toBe(kept));
});

describe('amountMilliOf', () => {
  it('reads yuan as thousandths, whole cents', () => {
    expect(amountMilliOf('')).toBeNull();
    expect(amountMilliOf('0.1')).toBe(100);
    expect(amountMilliOf('19.99')).toBe(19_990);
    expect(amountMilliOf('3.')).toBe(3_000);
    expect(amountMilliOf('0.07')).toBe(70);
  });
});

describe('cleanCountInput', () => {
  it('keeps digits without leading zeros', () => {
    expect(cleanCountInput('05')).toBe('5');
    expect(cleanCountInput('1a2')).toBe('12');
    expect(cleanCountInput('0')).toBe('0');
  });
});

describe('createProblem', () => {
  const limits = { minAmount: 1_000, maxAmount: 200_000, maxCount: 10 };

  it('says nothing until something is typed', () => {
    expect(createProblem(null, null, limits)).toBeNull();
    expect(createProblem(0, null, limits)).toBeNull();
  });

  it('checks a field alone against its own range', () => {
    expect(createProblem(500, null, limits)).toBe('amount');
    expect(createProblem(1_000, null, limits)).toBeNull();
    expect(createProblem(null, 11, limits)).toBe('count');
    expect(createProblem(null, 10, limits)).toBeNull();
  });

  it('checks both with the whole rule', () => {
    expect(createProblem(1_000, 10, limits)).toBeNull();
    expect(createProblem(1_000, 0, limits)).toBe('count');
    expect(createProblem(1_000, 10, { ...limits, maxCount: 200 })).toBeNull();
    expect(createProblem(1_000, 101, { ...limits, maxCount: 200 })).toBe('share');
  });

  it("speaks the server's words", () => {
    expect(problemMessage('amount')).toBe('红包金额超出范围');
    expect(problemMessage('count')).toBe('红包个数超出范围');
    expect(problemMessage('share')).toBe('单个红包金额不可低于0.01元');
  });
});

describe('hongbaoLook', () => {
  it("puts the viewer's own share first, then the packet's state", () => {
    expect(hongbaoLook(0, false)).toBe('open');
    expect(hongbaoLook(1, false)).toBe('finished');
    expect(hongbaoLook(2, false)).toBe('expired');
    expect(hongbaoLook(1, true)).toBe('opened');
    expect(hongbaoLook(0, true)).toBe('opened');
  });
});
