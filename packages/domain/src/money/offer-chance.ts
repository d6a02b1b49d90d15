// "Chance of beating this offer": the probability, under the case's latest prediction, that the final
// settlement exceeds an amount. See docs/money.md ("Chance of beating an offer") for the derivation.

/** z such that Φ(z) = 0.975: the 95% range spans ±Z_95 standard deviations. */
export const Z_95 = 1.959963984540054;

/**
 * Complementary error function, Numerical Recipes' Chebyshev fit (fractional error below 1.2e-7
 * everywhere): more than enough for a probability shown as a whole percentage.
 */
function erfc(x: number): number {
  const z = Math.abs(x);
  const t = 1 / (1 + 0.5 * z);
  const r =
    t *
    Math.exp(
      -z * z -
        1.26551223 +
        t *
          (1.00002368 +
            t *
              (0.37409196 +
                t *
                  (0.09678418 +
                    t * (-0.18628806 + t * (0.27886807 + t * (-1.13520398 + t * (1.48851587 + t * (-0.82215223 + t * 0.17087277)))))))),
    );
  return x >= 0 ? r : 2 - r;
}

/** Standard normal upper tail, P(Z > z). */
export function normalUpperTail(z: number): number {
  if (z === Number.POSITIVE_INFINITY) return 0;
  if (z === Number.NEGATIVE_INFINITY) return 1;
  return 0.5 * erfc(z / Math.SQRT2);
}

/** A stored prediction: the model's value (the median in dollars: the model predicts log dollars) and its 95% range. */
export type PredictedValue = { mean: number; lower: number; upper: number };

/**
 * P(final settlement > amount) under a log-normal fitted to the prediction in log space, one scale on
 * each side of the value so that the distribution passes exactly through all three stored numbers:
 * its median is the predicted value, its 2.5% and 97.5% quantiles the ends of the 95% range
 * (σ_low = ln(value/lower)/1.96, σ_high = ln(upper/value)/1.96). The range of a conformalised
 * quantile regression need not be symmetric around the value, so one σ for both sides would move one end.
 *
 * A lower end of 0 says nothing about the log-scale spread below the value: the upper side's σ is
 * used for both sides then. A zero-width side is a step (certainly above, or certainly not).
 * Returns null when there is no usable prediction (a value of 0 or less, or a range that does not
 * contain the value).
 */
export function chanceOfExceeding(prediction: PredictedValue, amount: number): number | null {
  const { mean, lower, upper } = prediction;
  if (
    !(mean > 0) ||
    !Number.isFinite(mean) ||
    !Number.isFinite(upper) ||
    !(lower <= mean) ||
    !(upper >= mean) ||
    !Number.isFinite(amount) ||
    amount < 0
  )
    return null;
  if (amount === 0) return 1;
  const logValue = Math.log(mean);
  const sigmaHigh = Math.log(upper / mean) / Z_95;
  const sigmaLow = lower > 0 ? Math.log(mean / lower) / Z_95 : sigmaHigh;
  const distance = Math.log(amount) - logValue;
  const sigma = distance >= 0 ? sigmaHigh : sigmaLow;
  if (sigma === 0) return distance >= 0 ? (distance === 0 ? 0.5 : 0) : 1;
  const probability = normalUpperTail(distance / sigma);
  return Math.min(1, Math.max(0, probability));
}
