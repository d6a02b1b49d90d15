// @vitest-environment happy-dom
import { act, renderHook } from '@testing-library/react';
import { expect, it } from 'vitest';
import { useChosenUntilSettled } from './use-chosen-until-settled';

it('shows a choice until its save settles, then the saved value again', () => {
  const { result } = renderHook(() => useChosenUntilSettled<boolean>());
  expect(result.current.shown('a', true)).toBe(true);
  let settle = () => undefined as void;
  act(() => {
    settle = result.current.choose('a', false);
  });
  expect(result.current.shown('a', true)).toBe(false);
  // Another key keeps its saved value.
  expect(result.current.shown('b', true)).toBe(true);
  act(() => settle());
  expect(result.current.shown('a', true)).toBe(true);
});

it('keeps a later choice when an earlier save for the same key settles first', () => {
  const { result } = renderHook(() => useChosenUntilSettled<boolean>());
  let first = () => undefined as void;
  let second = () => undefined as void;
  act(() => {
    first = result.current.choose('a', false);
  });
  act(() => {
    second = result.current.choose('a', true);
  });
  act(() => first());
  expect(result.current.shown('a', false)).toBe(true);
  act(() => second());
  expect(result.current.shown('a', false)).toBe(false);
});
