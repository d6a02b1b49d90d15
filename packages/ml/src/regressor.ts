// The fitted predictors behind a model (ridge, forest, boosting, weighted ensemble): prediction and SHAP values.
import { predictForest, type ForestModel } from './forest.js';
import { predictGbm, type GbmModel } from './gbm.js';
import { addRidgeShap, predictRidge, type RidgeModel } from './ridge.js';
import { addFastTreeShap, createFastShapWorkspace, prepareShapTree, type FastShapWorkspace, type ShapTree } from './fast-tree-shap.js';
import { computeExpectedValue } from './tree.js';

export type EnsembleModel = { kind: 'ensemble'; members: Array<{ weight: number; model: RidgeModel | ForestModel | GbmModel }> };
export type Regressor = RidgeModel | ForestModel | GbmModel | EnsembleModel;

export function predictRegressor(model: Regressor, x: Float64Array): number {
  switch (model.kind) {
    case 'ridge':
      return predictRidge(model, x);
    case 'forest':
      return predictForest(model, x);
    case 'gbm':
      return predictGbm(model, x);
    case 'ensemble': {
      let sum = 0;
      for (const member of model.members) if (member.weight !== 0) sum += member.weight * predictRegressor(member.model, x);
      return sum;
    }
  }
}

/**
 * A model prepared for explanations: every tree compiled once (cover ratios, quadrature rule) with the
 * scale it enters the prediction with, and buffers reused from row to row. Built lazily per model.
 */
export type Explainer = {
  baseValue: number;
  trees: Array<{ tree: ShapTree; scale: number }>;
  linear: Array<{ model: RidgeModel; scale: number; buffer: Float64Array<ArrayBuffer> }>;
  workspace: FastShapWorkspace;
};

export function createExplainer(model: Regressor, nFeatures: number): Explainer {
  const trees: Explainer['trees'] = [];
  const linear: Explainer['linear'] = [];
  const collect = (m: Regressor, scale: number): void => {
    switch (m.kind) {
      case 'ridge':
        linear.push({ model: m, scale, buffer: new Float64Array(m.terms.length) });
        return;
      case 'forest':
        for (const tree of m.trees) trees.push({ tree: prepareShapTree(tree), scale: scale / m.trees.length });
        return;
      case 'gbm':
        for (const tree of m.trees) trees.push({ tree: prepareShapTree(tree), scale });
        return;
      case 'ensemble':
        for (const member of m.members) if (member.weight !== 0) collect(member.model, scale * member.weight);
    }
  };
  collect(model, 1);
  let maxDepth = 0;
  let maxPoints = 1;
  for (const { tree } of trees) {
    maxDepth = Math.max(maxDepth, tree.tree.maxDepth);
    maxPoints = Math.max(maxPoints, tree.points);
  }
  return { baseValue: computeBaseValue(model), trees, linear, workspace: createFastShapWorkspace(maxDepth, maxPoints, nFeatures) };
}

/** The expected prediction over the training distribution the explanations are measured from. */
export function computeBaseValue(model: Regressor): number {
  switch (model.kind) {
    case 'ridge': {
      let base = model.intercept;
      for (let t = 0; t < model.coefficients.length; t++) base += model.coefficients[t]! * model.termMeans[t]!;
      return base;
    }
    case 'forest':
      return model.trees.reduce((s, t) => s + computeExpectedValue(t), 0) / model.trees.length;
    case 'gbm':
      return model.trees.reduce((s, t) => s + computeExpectedValue(t), model.init);
    case 'ensemble':
      return model.members.reduce((s, m) => s + m.weight * computeBaseValue(m.model), 0);
  }
}

/** Adds the SHAP values (per original feature) of the explainer's model at x into phi. */
export function addShapValues(explainer: Explainer, x: Float64Array, phi: Float64Array): void {
  for (const { model, scale, buffer } of explainer.linear) addRidgeShap(model, x, phi, scale, buffer);
  const ws = explainer.workspace;
  for (const { tree, scale } of explainer.trees) addFastTreeShap(tree, x, phi, scale, ws);
}
