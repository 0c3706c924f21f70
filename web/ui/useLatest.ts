import { useRef } from 'react';

/** The last defined value seen: keeps a list on screen while the next one loads. */
export function useLatest<T>(value: T | undefined): T | undefined {
  const latest = useRef(value);
  if (value !== undefined) latest.current = value;
  return latest.current;
}
