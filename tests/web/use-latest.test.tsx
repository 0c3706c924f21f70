import { renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useLatest } from '../../web/ui/useLatest';

describe('useLatest', () => {
  it('keeps the last defined value while the next one is undefined', () => {
    const hook = renderHook(({ value }) => useLatest(value), {
      initialProps: { value: undefined as string | null | undefined },
    });
    expect(hook.result.current).toBeUndefined();
    const steps: [string | null | undefined, string | null][] = [
      ['prima pagina', 'prima pagina'],
      [undefined, 'prima pagina'],
      ['seconda pagina', 'seconda pagina'],
      [null, null],
      [undefined, null],
    ];
    for (const [value, shown] of steps) {
      hook.rerender({ value });
      expect(hook.result.current).toBe(shown);
    }
  });
});
