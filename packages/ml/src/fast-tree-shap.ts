// Exact path-dependent TreeSHAP in O(nodes x depth) per tree: Gauss-Legendre quadrature of the Shapley beta integral, iterative and allocation-free.
import { CATEGORY_WORDS, computeExpectedValue, type Tree } from './tree.js';

/*
 * For one leaf with value v whose path holds the distinct features P (d of them), path-dependent
 * TreeSHAP plays the game g(S) = v * prod_{j in P} (j in S ? o_j : q_j), where o_j = 1 when x follows
 * every split on j along the path (else 0) and q_j is the product of the cover fractions of those
 * splits. Features off the path are null players, so the Shapley value of i in P is
 *
 *   phi_i = v (o_i - q_i) sum_{S in P\i} |S|!(d-1-|S|)!/d! prod_S o_j prod_{P\S\i} q_j
 *         = v (o_i - q_i) integral_0^1 prod_{j in P\i} ((1-t) q_j + t o_j) dt,
 *
 * since integral t^k (1-t)^(d-1-k) dt = k!(d-1-k)!/d! (the beta function). The integrand is a
 * polynomial of degree d - 1, so Gauss-Legendre quadrature with ceil(d/2) points is exact. This is
 * the idea of Linear TreeSHAP (Yu et al. 2022), with quadrature in place of polynomial bases.
 *
 * One depth-first pass shares the work across leaves: H(c)[m] = sum over the leaves under c of
 * v * prod_j f_j(t_m), with f_j(t) = (1-t) q_j + t o_j. The split on feature i into child c adds
 * (o_i - q_i) sum_m w_m (H(c)[m] - D_i[m]) / f_i(t_m) to phi_i, where D_i sums H over the first
 * splits on i below c: leaves under those belong to the deeper split, whose q_i and o_i include it.
 */

/** A tree prepared for explanations once, at model load: cover ratios, centred leaves, quadrature rule. */
export type ShapTree = {
  tree: Tree;
  /** The tree's nodes renumbered in depth-first order (left child = node + 1), so a pass reads memory in order. */
  feature: Int32Array;
  threshold: Float64Array;
  right: Int32Array;
  missingLeft: Uint8Array;
  catOffset: Int32Array;
  catBits: Uint32Array;
  /** cover[node] / cover[parent]; 1 at the root. */
  ratio: Float64Array;
  /** Leaf values minus the tree's expected value (SHAP values do not change; sums lose less precision). */
  centred: Float64Array;
  /** 1 when the feature split on at the node's parent splits again inside the node's subtree. */
  repeatBelow: Uint8Array;
  /** Most distinct features on one root-to-leaf path. */
  uniqueDepth: number;
  points: number;
  t: Float64Array;
  oneMinusT: Float64Array;
  w: Float64Array;
};

const ruleCache = new Map<number, { t: Float64Array; w: Float64Array }>();

/** Gauss-Legendre nodes and weights on [0, 1] (Newton's method on the Legendre polynomial). */
export function computeGaussLegendre(points: number): { t: Float64Array; w: Float64Array } {
  const cached = ruleCache.get(points);
  if (cached !== undefined) return cached;
  const t = new Float64Array(points);
  const w = new Float64Array(points);
  for (let k = 0; k < points; k++) {
    let z = Math.cos((Math.PI * (k + 0.75)) / (points + 0.5));
    let dp = 1;
    for (let iteration = 0; iteration < 100; iteration++) {
      let p0 = 1;
      let p1 = z;
      for (let j = 2; j <= points; j++) {
        const p2 = ((2 * j - 1) * z * p1 - (j - 1) * p0) / j;
        p0 = p1;
        p1 = p2;
      }
      if (points === 1) p0 = 1;
      const pn = points === 1 ? z : p1;
      const pPrev = points === 1 ? 1 : p0;
      dp = (points * (z * pn - pPrev)) / (z * z - 1);
      const next = z - pn / dp;
      const done = Math.abs(next - z) < 1e-16;
      z = next;
      if (done) break;
    }
    // Map [-1, 1] to [0, 1]: t = (1 - z) / 2, weight halves.
    t[k] = (1 - z) / 2;
    w[k] = 1 / ((1 - z * z) * dp * dp);
  }
  const rule = { t, w };
  ruleCache.set(points, rule);
  return rule;
}

function measureUniqueDepth(tree: Tree): number {
  const counts = new Map<number, number>();
  const visit = (node: number): number => {
    const f = tree.feature[node]!;
    if (f < 0) return counts.size;
    counts.set(f, (counts.get(f) ?? 0) + 1);
    const d = Math.max(visit(tree.left[node]!), visit(tree.right[node]!));
    const c = counts.get(f)! - 1;
    if (c === 0) counts.delete(f);
    else counts.set(f, c);
    return d;
  };
  return visit(0);
}

export function prepareShapTree(tree: Tree): ShapTree {
  const n = tree.feature.length;
  // Depth-first renumbering: order[k] is the original node at position k.
  const order = new Int32Array(n);
  const position = new Int32Array(n);
  const stack = [0];
  let k = 0;
  while (stack.length > 0) {
    const node = stack.pop()!;
    position[node] = k;
    order[k++] = node;
    if (tree.feature[node]! >= 0) stack.push(tree.right[node]!, tree.left[node]!);
  }
  const feature = new Int32Array(n);
  const threshold = new Float64Array(n);
  const right = new Int32Array(n).fill(-1);
  const missingLeft = new Uint8Array(n);
  const catOffset = new Int32Array(n);
  const ratio = new Float64Array(n);
  const expected = computeExpectedValue(tree);
  const centred = new Float64Array(n);
  ratio[0] = 1;
  for (let at = 0; at < n; at++) {
    const node = order[at]!;
    feature[at] = tree.feature[node]!;
    threshold[at] = tree.threshold[node]!;
    missingLeft[at] = tree.missingLeft[node]!;
    catOffset[at] = tree.catOffset[node]!;
    centred[at] = tree.value[node]! - expected;
    if (feature[at]! >= 0) {
      right[at] = position[tree.right[node]!]!;
      const c = tree.cover[node]!;
      ratio[at + 1] = tree.cover[tree.left[node]!]! / c;
      ratio[right[at]!] = tree.cover[tree.right[node]!]! / c;
    }
  }
  const uniqueDepth = measureUniqueDepth(tree);
  const repeatBelow = new Uint8Array(n);
  const markRepeats = (node: number, ancestors: Int32Array, count: number): void => {
    const f = feature[node]!;
    if (f < 0) return;
    // Any ancestor edge on the same feature has this split below it: mark the ancestor's child on the path.
    for (let a = 0; a < count; a++) if (feature[ancestors[2 * a]!] === f) repeatBelow[ancestors[2 * a + 1]!] = 1;
    ancestors[2 * count] = node;
    ancestors[2 * count + 1] = node + 1;
    markRepeats(node + 1, ancestors, count + 1);
    ancestors[2 * count + 1] = right[node]!;
    markRepeats(right[node]!, ancestors, count + 1);
  };
  markRepeats(0, new Int32Array(2 * (tree.maxDepth + 1)), 0);
  const points = Math.max(1, Math.ceil(uniqueDepth / 2));
  const { t, w } = computeGaussLegendre(points);
  return {
    tree,
    feature,
    threshold,
    right,
    missingLeft,
    catOffset,
    catBits: tree.catBits,
    ratio,
    centred,
    repeatBelow,
    uniqueDepth,
    points,
    t,
    oneMinusT: t.map((v) => 1 - v),
    w,
  };
}

/** Per-call buffers for fast TreeSHAP, sized for the deepest tree and widest rule; reused across rows. */
export type FastShapWorkspace = {
  maxDepth: number;
  maxPoints: number;
  nFeatures: number;
  node: Int32Array;
  state: Uint8Array;
  hot: Uint8Array;
  savedQ: Float64Array;
  savedO: Float64Array;
  /** Per depth: the path product at the node (P), the children's leaf sums (H), the parent's saved D. */
  p: Float64Array;
  h: Float64Array;
  savedD: Float64Array;
  q: Float64Array;
  o: Float64Array;
  seen: Int32Array;
  d: Float64Array;
  fNew: Float64Array;
};

export function createFastShapWorkspace(maxDepth: number, maxPoints: number, nFeatures: number): FastShapWorkspace {
  const levels = maxDepth + 2;
  const m = Math.max(1, maxPoints);
  return {
    maxDepth,
    maxPoints: m,
    nFeatures,
    node: new Int32Array(levels),
    state: new Uint8Array(levels),
    hot: new Uint8Array(levels),
    savedQ: new Float64Array(levels),
    savedO: new Float64Array(levels),
    p: new Float64Array(levels * m),
    h: new Float64Array(levels * m),
    savedD: new Float64Array(levels * m),
    q: new Float64Array(nFeatures).fill(1),
    o: new Float64Array(nFeatures).fill(1),
    seen: new Int32Array(nFeatures),
    d: new Float64Array(nFeatures * m),
    fNew: new Float64Array(levels * m),
  };
}

function goesLeft(st: ShapTree, node: number, x: Float64Array): boolean {
  const v = x[st.feature[node]!]!;
  if (Number.isNaN(v)) return st.missingLeft[node] === 1;
  const offset = st.catOffset[node]!;
  if (offset < 0) return v <= st.threshold[node]!;
  if (v >>> 5 >= CATEGORY_WORDS) return false;
  return ((st.catBits[offset + (v >>> 5)]! >>> (v & 31)) & 1) === 1;
}

/** Adds scale x the tree's exact path-dependent SHAP values at x into phi (indexed by feature). */
export function addFastTreeShap(st: ShapTree, x: Float64Array, phi: Float64Array, scale: number, ws: FastShapWorkspace): void {
  const { feature, right, ratio, centred, repeatBelow } = st;
  if (feature[0]! < 0) return;
  const M = st.points;
  const S = ws.maxPoints;
  const { t, oneMinusT, w } = st;
  const { node, state, hot, savedQ, savedO, p, h, savedD, q, o, seen, d: dAcc, fNew: invF } = ws;
  for (let m = 0; m < M; m++) {
    p[m] = 1;
    h[m] = 0;
  }
  let depth = 0;
  node[0] = 0;
  state[0] = 0;
  hot[0] = goesLeft(st, 0, x) ? 0 : 1;
  for (;;) {
    const n = node[depth]!;
    const s = state[depth]!;
    const i = feature[n]!;
    if (s < 2) {
      state[depth] = s + 1;
      // Descend along edge s (0 = left, 1 = right) into child c.
      const c = s === 0 ? n + 1 : right[n]!;
      const oldQ = q[i]!;
      const oldO = o[i]!;
      const qNew = oldQ * ratio[c]!;
      const oNew = hot[depth] === s ? oldO : 0;
      const at = depth * S;
      const next = at + S;
      const first = oldQ === 1 && oldO === 1;
      if (feature[c]! < 0) {
        // A leaf: H = v P f / fOld, and H / f = v P / fOld needs no division when the feature is new here.
        const v = centred[c]!;
        let sum = 0;
        if (first) {
          for (let m = 0; m < M; m++) {
            const pm = p[at + m]!;
            sum += w[m]! * pm;
            h[at + m]! += v * pm * (oneMinusT[m]! * qNew + t[m]! * oNew);
          }
        } else {
          for (let m = 0; m < M; m++) {
            const pm = p[at + m]! / (oneMinusT[m]! * oldQ + t[m]! * oldO);
            sum += w[m]! * pm;
            h[at + m]! += v * pm * (oneMinusT[m]! * qNew + t[m]! * oNew);
          }
        }
        phi[i]! += scale * v * (oNew - qNew) * sum;
        continue;
      }
      savedQ[depth] = oldQ;
      savedO[depth] = oldO;
      q[i] = qNew;
      o[i] = oNew;
      if (first) {
        for (let m = 0; m < M; m++) {
          const f = oneMinusT[m]! * qNew + t[m]! * oNew;
          invF[at + m] = 1 / f;
          p[next + m] = p[at + m]! * f;
          h[next + m] = 0;
        }
      } else if (oldO === 0) {
        // Already cold on this feature: the factor only shrinks by the cover ratio.
        const r = ratio[c]!;
        const invQ = 1 / qNew;
        for (let m = 0; m < M; m++) {
          invF[at + m] = invQ / oneMinusT[m]!;
          p[next + m] = p[at + m]! * r;
          h[next + m] = 0;
        }
      } else {
        for (let m = 0; m < M; m++) {
          const f = oneMinusT[m]! * qNew + t[m]! * oNew;
          invF[at + m] = 1 / f;
          p[next + m] = (p[at + m]! * f) / (oneMinusT[m]! * oldQ + t[m]! * oldO);
          h[next + m] = 0;
        }
      }
      if (repeatBelow[c] === 1) {
        // The feature splits again below c: collect the sums of those deeper splits separately.
        const di = i * S;
        for (let m = 0; m < M; m++) {
          savedD[at + m] = dAcc[di + m]!;
          dAcc[di + m] = 0;
        }
        seen[i]! += 1;
      }
      depth += 1;
      node[depth] = c;
      state[depth] = 0;
      hot[depth] = goesLeft(st, c, x) ? 0 : 1;
      continue;
    }
    // Both children done: H(n) is in h[depth]. Count it for an ancestor's split on the same feature.
    const at = depth * S;
    if (seen[i]! > 0) {
      const di = i * S;
      for (let m = 0; m < M; m++) dAcc[di + m]! += h[at + m]!;
    }
    if (depth === 0) return;
    // Finish the parent's edge into n.
    depth -= 1;
    const parent = node[depth]!;
    const pi = feature[parent]!;
    const pat = depth * S;
    const qNew = q[pi]!;
    const oNew = o[pi]!;
    let sum = 0;
    if (repeatBelow[n] === 1) {
      const di = pi * S;
      for (let m = 0; m < M; m++) {
        const hv = h[at + m]!;
        sum += w[m]! * (hv - dAcc[di + m]!) * invF[pat + m]!;
        h[pat + m]! += hv;
        dAcc[di + m] = savedD[pat + m]!;
      }
      seen[pi]! -= 1;
    } else {
      for (let m = 0; m < M; m++) {
        const hv = h[at + m]!;
        sum += w[m]! * hv * invF[pat + m]!;
        h[pat + m]! += hv;
      }
    }
    phi[pi]! += scale * (oNew - qNew) * sum;
    q[pi] = savedQ[depth]!;
    o[pi] = savedO[depth]!;
  }
}
