// Versioned model files: JSON with typed arrays as base64 of their little-endian bytes, so values round-trip bit for bit.
import type { Calibration } from './conformal.js';
import type { ForestModel } from './forest.js';
import type { GbmModel } from './gbm.js';
import { Model, type ModelCard, type ModelKind } from './model.js';
import type { Regressor } from './regressor.js';
import type { RidgeModel } from './ridge.js';
import type { FeatureSchema } from './table.js';
import type { TargetSpec } from './target.js';
import type { Tree } from './tree.js';

export const MODEL_FORMAT = 'casecast-model';
export const MODEL_FORMAT_VERSION = 1;

export class ModelFileError extends Error {
  override readonly name = 'ModelFileError';
}

type TreeFile = {
  nodes: number;
  maxDepth: number;
  feature: string;
  threshold: string;
  catOffset: string;
  catBits: string;
  missingLeft: string;
  left: string;
  right: string;
  value: string;
  cover: string;
};
type GbmFile = Omit<GbmModel, 'trees'> & { trees: TreeFile[] };
type RegressorFile =
  | RidgeModel
  | { kind: 'forest'; trees: TreeFile[] }
  | GbmFile
  | { kind: 'ensemble'; members: Array<{ weight: number; model: RegressorFile }> };

export type ModelFile = {
  format: typeof MODEL_FORMAT;
  formatVersion: number;
  kind: ModelKind;
  schema: FeatureSchema;
  target: TargetSpec;
  card: ModelCard;
  regressor: RegressorFile;
  calibration: {
    residualScores: string;
    cqr: { coverage: number; lower: GbmFile; upper: GbmFile; scores: string } | null;
    /** Absent in files written before normalised conformal: such models fall back to CQR / split. */
    normalised?: {
      scaleModel?: GbmFile | null;
      minScale: number;
      groupFeature: number;
      pooled: string;
      groups: Record<string, string>;
    } | null;
  };
};

// Model files are read on the machines that wrote them or their peers; all are little-endian.
function encodeArray(array: Float64Array | Int32Array | Uint32Array | Uint8Array): string {
  return Buffer.from(array.buffer, array.byteOffset, array.byteLength).toString('base64');
}

function decodeArray<T>(text: string, make: (buffer: ArrayBuffer, length: number) => T, bytesPer: number): T {
  const bytes = Buffer.from(text, 'base64');
  // Copy into a fresh, aligned buffer: Buffer slices may share an unaligned pool.
  const buffer = new ArrayBuffer(bytes.byteLength);
  new Uint8Array(buffer).set(bytes);
  if (bytes.byteLength % bytesPer !== 0) throw new ModelFileError('Model file is corrupt: array length does not match its type');
  return make(buffer, bytes.byteLength / bytesPer);
}

const f64 = (t: string): Float64Array => decodeArray(t, (b, n) => new Float64Array(b, 0, n), 8);
const i32 = (t: string): Int32Array => decodeArray(t, (b, n) => new Int32Array(b, 0, n), 4);
const u32 = (t: string): Uint32Array => decodeArray(t, (b, n) => new Uint32Array(b, 0, n), 4);
const u8 = (t: string): Uint8Array => decodeArray(t, (b, n) => new Uint8Array(b, 0, n), 1);

function writeTree(tree: Tree): TreeFile {
  return {
    nodes: tree.feature.length,
    maxDepth: tree.maxDepth,
    feature: encodeArray(tree.feature),
    threshold: encodeArray(tree.threshold),
    catOffset: encodeArray(tree.catOffset),
    catBits: encodeArray(tree.catBits),
    missingLeft: encodeArray(tree.missingLeft),
    left: encodeArray(tree.left),
    right: encodeArray(tree.right),
    value: encodeArray(tree.value),
    cover: encodeArray(tree.cover),
  };
}

function readTree(file: TreeFile): Tree {
  const tree: Tree = {
    feature: i32(file.feature),
    threshold: f64(file.threshold),
    catOffset: i32(file.catOffset),
    catBits: u32(file.catBits),
    missingLeft: u8(file.missingLeft),
    left: i32(file.left),
    right: i32(file.right),
    value: f64(file.value),
    cover: f64(file.cover),
    maxDepth: file.maxDepth,
  };
  const n = file.nodes;
  for (const part of [tree.feature, tree.threshold, tree.catOffset, tree.missingLeft, tree.left, tree.right, tree.value, tree.cover]) {
    if (part.length !== n) throw new ModelFileError('Model file is corrupt: tree arrays disagree on the node count');
  }
  return tree;
}

const writeGbm = (m: GbmModel): GbmFile => ({ ...m, trees: m.trees.map(writeTree) });
const readGbm = (m: GbmFile): GbmModel => ({ ...m, trees: m.trees.map(readTree) });

function writeRegressor(model: Regressor): RegressorFile {
  switch (model.kind) {
    case 'ridge':
      return model;
    case 'forest':
      return { kind: 'forest', trees: model.trees.map(writeTree) };
    case 'gbm':
      return writeGbm(model);
    case 'ensemble':
      return { kind: 'ensemble', members: model.members.map((m) => ({ weight: m.weight, model: writeRegressor(m.model) })) };
  }
}

function readRegressor(file: RegressorFile): Regressor {
  switch (file.kind) {
    case 'ridge':
      return file;
    case 'forest':
      return { kind: 'forest', trees: file.trees.map(readTree) } satisfies ForestModel;
    case 'gbm':
      return readGbm(file);
    case 'ensemble':
      return {
        kind: 'ensemble',
        members: file.members.map((m) => {
          const model = readRegressor(m.model);
          if (model.kind === 'ensemble') throw new ModelFileError('Model file is corrupt: nested ensemble');
          return { weight: m.weight, model };
        }),
      };
    default:
      throw new ModelFileError(`Model file has an unknown regressor kind "${(file as { kind: unknown }).kind as string}"`);
  }
}

export function serializeModel(model: Model): ModelFile {
  const cqr = model.calibration.cqr;
  const normalised = model.calibration.normalised ?? null;
  return {
    format: MODEL_FORMAT,
    formatVersion: MODEL_FORMAT_VERSION,
    kind: model.kind,
    schema: model.schema,
    target: model.target,
    card: model.card,
    regressor: writeRegressor(model.regressor),
    calibration: {
      residualScores: encodeArray(model.calibration.residualScores),
      cqr:
        cqr === null
          ? null
          : { coverage: cqr.coverage, lower: writeGbm(cqr.lower), upper: writeGbm(cqr.upper), scores: encodeArray(cqr.scores) },
      normalised:
        normalised === null
          ? null
          : {
              scaleModel: normalised.scaleModel === null ? null : writeGbm(normalised.scaleModel),
              minScale: normalised.minScale,
              groupFeature: normalised.groupFeature,
              pooled: encodeArray(normalised.pooled),
              groups: Object.fromEntries(Object.entries(normalised.groups).map(([k, v]) => [k, encodeArray(v)])),
            },
    },
  };
}

/** The model as a JSON string, ready for a file or a database column. */
export function saveModel(model: Model): string {
  return JSON.stringify(serializeModel(model));
}

/** Reads a model from its JSON (string or parsed); rejects other formats and newer versions with a clear message. */
export function loadModel(source: string | ModelFile): Model {
  let file: unknown;
  if (typeof source === 'string') {
    try {
      file = JSON.parse(source);
    } catch (error) {
      throw new ModelFileError(`Model file is not valid JSON: ${(error as Error).message}`);
    }
  } else {
    file = source;
  }
  if (typeof file !== 'object' || file === null || (file as { format?: unknown }).format !== MODEL_FORMAT) {
    throw new ModelFileError(`Not a Casecast model file (expected "format": "${MODEL_FORMAT}")`);
  }
  const version = (file as { formatVersion?: unknown }).formatVersion;
  if (typeof version !== 'number' || !Number.isInteger(version)) throw new ModelFileError('Model file has no valid formatVersion');
  if (version > MODEL_FORMAT_VERSION) {
    throw new ModelFileError(
      `Model file format version ${version} is newer than this engine supports (${MODEL_FORMAT_VERSION}); upgrade @casecast/ml to load it`,
    );
  }
  if (version < 1) throw new ModelFileError(`Model file format version ${version} is not supported`);
  const f = file as ModelFile;
  const calibration: Calibration = {
    residualScores: f64(f.calibration.residualScores),
    cqr:
      f.calibration.cqr === null
        ? null
        : {
            coverage: f.calibration.cqr.coverage,
            lower: readGbm(f.calibration.cqr.lower),
            upper: readGbm(f.calibration.cqr.upper),
            scores: f64(f.calibration.cqr.scores),
          },
    normalised:
      f.calibration.normalised == null
        ? null
        : {
            scaleModel: f.calibration.normalised.scaleModel == null ? null : readGbm(f.calibration.normalised.scaleModel),
            minScale: f.calibration.normalised.minScale,
            groupFeature: f.calibration.normalised.groupFeature,
            pooled: f64(f.calibration.normalised.pooled),
            groups: Object.fromEntries(Object.entries(f.calibration.normalised.groups).map(([k, v]) => [k, f64(v)])),
          },
  };
  return new Model({ kind: f.kind, schema: f.schema, target: f.target, regressor: readRegressor(f.regressor), calibration, card: f.card });
}
