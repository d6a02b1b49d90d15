// Decision trees shared by the forest and the boosting: flat typed arrays, prediction, exact path-dependent TreeSHAP.

export type Tree = {
  /** Split feature per node, -1 at leaves. */
  feature: Int32Array;
  /** Numeric split: x <= threshold goes left. */
  threshold: Float64Array;
  /** -1 for numeric splits; else offset of 8 words in catBits holding the category codes that go left. */
  catOffset: Int32Array;
  catBits: Uint32Array;
  /** 1 when a missing (or unseen) value goes left: the default direction learned in training. */
  missingLeft: Uint8Array;
  left: Int32Array;
  right: Int32Array;
  value: Float64Array;
  /** Training rows that reached the node: the path-dependent TreeSHAP weights. */
  cover: Float64Array;
  maxDepth: number;
};

export const CATEGORY_WORDS = 8;

/** Growable tree under construction; freeze() gives the compact typed-array form. */
export class TreeBuilder {
  private readonly feature: number[] = [];
  private readonly threshold: number[] = [];
  private readonly catOffset: number[] = [];
  private readonly catBits: number[] = [];
  private readonly missingLeft: number[] = [];
  private readonly left: number[] = [];
  private readonly right: number[] = [];
  private readonly value: number[] = [];
  private readonly cover: number[] = [];

  addLeaf(value: number, cover: number): number {
    this.feature.push(-1);
    this.threshold.push(0);
    this.catOffset.push(-1);
    this.missingLeft.push(0);
    this.left.push(-1);
    this.right.push(-1);
    this.value.push(value);
    this.cover.push(cover);
    return this.feature.length - 1;
  }

  setValue(node: number, value: number): void {
    this.value[node] = value;
  }

  /** Turns a leaf into a split node; categories (codes going left) given for categorical splits. */
  setSplit(args: {
    node: number;
    feature: number;
    threshold: number;
    categories: number[] | null;
    missingLeft: boolean;
    left: number;
    right: number;
  }): void {
    const { node } = args;
    this.feature[node] = args.feature;
    this.threshold[node] = args.threshold;
    this.missingLeft[node] = args.missingLeft ? 1 : 0;
    this.left[node] = args.left;
    this.right[node] = args.right;
    if (args.categories !== null) {
      const offset = this.catBits.length;
      for (let w = 0; w < CATEGORY_WORDS; w++) this.catBits.push(0);
      for (const code of args.categories)
        this.catBits[offset + (code >>> 5)] = (this.catBits[offset + (code >>> 5)]! | (1 << (code & 31))) >>> 0;
      this.catOffset[node] = offset;
    }
  }

  freeze(): Tree {
    const tree: Tree = {
      feature: Int32Array.from(this.feature),
      threshold: Float64Array.from(this.threshold),
      catOffset: Int32Array.from(this.catOffset),
      catBits: Uint32Array.from(this.catBits),
      missingLeft: Uint8Array.from(this.missingLeft),
      left: Int32Array.from(this.left),
      right: Int32Array.from(this.right),
      value: Float64Array.from(this.value),
      cover: Float64Array.from(this.cover),
      maxDepth: 0,
    };
    tree.maxDepth = measureDepth(tree, 0);
    return tree;
  }
}

function measureDepth(tree: Tree, node: number): number {
  if (tree.feature[node]! < 0) return 0;
  return 1 + Math.max(measureDepth(tree, tree.left[node]!), measureDepth(tree, tree.right[node]!));
}

function goesLeft(tree: Tree, node: number, x: Float64Array): boolean {
  const v = x[tree.feature[node]!]!;
  if (Number.isNaN(v)) return tree.missingLeft[node] === 1;
  const offset = tree.catOffset[node]!;
  if (offset < 0) return v <= tree.threshold[node]!;
  return ((tree.catBits[offset + (v >>> 5)]! >>> (v & 31)) & 1) === 1;
}

export function findLeaf(tree: Tree, x: Float64Array): number {
  let node = 0;
  while (tree.feature[node]! >= 0) node = goesLeft(tree, node, x) ? tree.left[node]! : tree.right[node]!;
  return node;
}

export function predictTree(tree: Tree, x: Float64Array): number {
  return tree.value[findLeaf(tree, x)]!;
}

/** Cover-weighted mean of the leaves: what the tree predicts when no feature is known. */
export function computeExpectedValue(tree: Tree): number {
  const root = tree.cover[0]!;
  let sum = 0;
  for (let n = 0; n < tree.feature.length; n++) if (tree.feature[n]! < 0) sum += tree.value[n]! * tree.cover[n]!;
  return sum / root;
}

/** Path buffers for TreeSHAP, sized for the deepest tree so one explanation allocates nothing per tree. */
export type ShapWorkspace = { feature: Int32Array; zero: Float64Array; one: Float64Array; weight: Float64Array };

export function createShapWorkspace(maxDepth: number): ShapWorkspace {
  const size = ((maxDepth + 2) * (maxDepth + 3)) / 2;
  return { feature: new Int32Array(size), zero: new Float64Array(size), one: new Float64Array(size), weight: new Float64Array(size) };
}

/**
 * Adds scale x the tree's SHAP values at x into phi (indexed by feature).
 * Path-dependent TreeSHAP, Algorithm 2 of Lundberg et al. 2018 (arXiv:1802.03888): the path of unique
 * features carries, per feature, the fraction of cover flowing through when the feature is unknown
 * (zero) or known (one), and weights that sum the Shapley permutations in O(L D^2).
 */
export function addTreeShap(tree: Tree, x: Float64Array, phi: Float64Array, scale: number, ws: ShapWorkspace): void {
  recurseShap(tree, x, phi, scale, ws, 0, 0, 0, 1, 1, -1);
}

function extendPath(ws: ShapWorkspace, at: number, depth: number, zero: number, one: number, feature: number): void {
  const { weight } = ws;
  ws.feature[at + depth] = feature;
  ws.zero[at + depth] = zero;
  ws.one[at + depth] = one;
  weight[at + depth] = depth === 0 ? 1 : 0;
  for (let i = depth - 1; i >= 0; i--) {
    weight[at + i + 1]! += (one * weight[at + i]! * (i + 1)) / (depth + 1);
    weight[at + i] = (zero * weight[at + i]! * (depth - i)) / (depth + 1);
  }
}

function unwindPath(ws: ShapWorkspace, at: number, depth: number, index: number): void {
  const { weight } = ws;
  const one = ws.one[at + index]!;
  const zero = ws.zero[at + index]!;
  let next = weight[at + depth]!;
  for (let i = depth - 1; i >= 0; i--) {
    if (one !== 0) {
      const tmp = weight[at + i]!;
      weight[at + i] = (next * (depth + 1)) / ((i + 1) * one);
      next = tmp - (weight[at + i]! * zero * (depth - i)) / (depth + 1);
    } else {
      weight[at + i] = (weight[at + i]! * (depth + 1)) / (zero * (depth - i));
    }
  }
  for (let i = index; i < depth; i++) {
    ws.feature[at + i] = ws.feature[at + i + 1]!;
    ws.zero[at + i] = ws.zero[at + i + 1]!;
    ws.one[at + i] = ws.one[at + i + 1]!;
  }
}

/** Total weight of the path with element `index` removed, without modifying it. */
function sumUnwoundPath(ws: ShapWorkspace, at: number, depth: number, index: number): number {
  const { weight } = ws;
  const one = ws.one[at + index]!;
  const zero = ws.zero[at + index]!;
  let next = weight[at + depth]!;
  let total = 0;
  for (let i = depth - 1; i >= 0; i--) {
    if (one !== 0) {
      const tmp = (next * (depth + 1)) / ((i + 1) * one);
      total += tmp;
      next = weight[at + i]! - (tmp * zero * (depth - i)) / (depth + 1);
    } else if (zero !== 0) {
      total += weight[at + i]! / zero / ((depth - i) / (depth + 1));
    }
  }
  return total;
}

function recurseShap(
  tree: Tree,
  x: Float64Array,
  phi: Float64Array,
  scale: number,
  ws: ShapWorkspace,
  node: number,
  parentAt: number,
  depth: number,
  zero: number,
  one: number,
  feature: number,
): void {
  // Each level works on its own copy of the path, placed after the parent's in the buffer.
  const at = parentAt + depth;
  if (depth > 0) {
    ws.feature.copyWithin(at, parentAt, parentAt + depth);
    ws.zero.copyWithin(at, parentAt, parentAt + depth);
    ws.one.copyWithin(at, parentAt, parentAt + depth);
    ws.weight.copyWithin(at, parentAt, parentAt + depth);
  }
  extendPath(ws, at, depth, zero, one, feature);
  const split = tree.feature[node]!;
  if (split < 0) {
    const value = tree.value[node]! * scale;
    for (let i = 1; i <= depth; i++) {
      const w = sumUnwoundPath(ws, at, depth, i);
      phi[ws.feature[at + i]!]! += w * (ws.one[at + i]! - ws.zero[at + i]!) * value;
    }
    return;
  }
  const left = goesLeft(tree, node, x);
  const hot = left ? tree.left[node]! : tree.right[node]!;
  const cold = left ? tree.right[node]! : tree.left[node]!;
  const cover = tree.cover[node]!;
  let incomingZero = 1;
  let incomingOne = 1;
  let nextDepth = depth;
  let k = 0;
  while (k <= depth && ws.feature[at + k] !== split) k++;
  // A feature seen earlier on the path is merged: undo its earlier entry and carry its fractions.
  if (k <= depth) {
    incomingZero = ws.zero[at + k]!;
    incomingOne = ws.one[at + k]!;
    unwindPath(ws, at, depth, k);
    nextDepth -= 1;
  }
  recurseShap(tree, x, phi, scale, ws, hot, at, nextDepth + 1, (tree.cover[hot]! / cover) * incomingZero, incomingOne, split);
  recurseShap(tree, x, phi, scale, ws, cold, at, nextDepth + 1, (tree.cover[cold]! / cover) * incomingZero, 0, split);
}
