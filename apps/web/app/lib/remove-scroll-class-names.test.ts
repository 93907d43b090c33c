import { RemoveScroll as library } from 'react-remove-scroll';
import { describe, expect, it } from 'vitest';
import { RemoveScroll } from './remove-scroll-class-names';

describe('remove-scroll class names', () => {
  it('are the ones react-remove-scroll uses', () => {
    expect(RemoveScroll.classNames).toEqual({ zeroRight: library.classNames.zeroRight, fullWidth: library.classNames.fullWidth });
  });
});
