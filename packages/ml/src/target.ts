// Target transforms: the model learns on a transformed scale (log dollars) and reports back in dollars.

export type TargetTransform = 'identity' | 'log' | 'log1p';
export type TargetSpec = { name: string; transform: TargetTransform };

export function transformTarget(transform: TargetTransform, y: number): number {
  if (transform === 'log') return Math.log(y);
  if (transform === 'log1p') return Math.log1p(y);
  return y;
}

/** Back to the original unit; for a log model this maps a predicted mean log to the geometric-mean amount. */
export function invertTarget(transform: TargetTransform, v: number): number {
  if (transform === 'log') return Math.exp(v);
  if (transform === 'log1p') return Math.expm1(v);
  return v;
}

export function checkTargetValue(transform: TargetTransform, y: number): string | null {
  if (!Number.isFinite(y)) return 'is not a number';
  if (transform === 'log' && y <= 0) return 'must be positive for a log target';
  if (transform === 'log1p' && y <= -1) return 'must be greater than -1 for a log1p target';
  return null;
}
