// The fitted predictors behind a model (ridge, forest, boosting, weighted ensemble): prediction and SHAP values.
import { predictForest, type ForestModel } from './forest.js';
import { predictGbm, type GbmModel } from './gbm.js';
import { addRidgeShap, predictRidge, type RidgeModel } from './ridge.js';
import { addTreeShap, computeExpectedValue, createShapWorkspace, type ShapWorkspace } from './tree.js';

export type EnsembleModel = { kind: 'ensemble'; members: Array<{ weight: number; model: RidgeModel | ForestModel | GbmModel }> };
export type Regressor = RidgeModel | ForestModel | GbmModel | EnsembleModel;

export function predictRegressor(model: Regressor, x: Float64Array): number {
  switch (model.kind) {
    case 'ridge': return predictRidge(model, x);
    case 'forest': return predictForest(model, x);
    case 'gbm': return predictGbm(model, x);
    case 'ensemble': {
      let sum = 0;
      for (const member of model.members) if (member.weight !== 0) sum += member.weight * predictRegressor(member.model, x);
      return sum;
    }
  }
}

function findMaxDepth(model: Regressor): number {
  switch (model.kind) {
    case 'ridge': return 0;
    case 'forest':
    case 'gbm': return model.trees.reduce((d, t) => Math.max(d, t.maxDepth), 0);
    case 'ensemble': return model.members.reduce((d, m) => Math.max(d, findMaxDepth(m.model)), 0);
  }
}

/** Reusable buffers for explaining one row after another without allocation. */
export type Explainer = { workspace: ShapWorkspace; baseValue: number };

export function createExplainer(model: Regressor): Explainer {
  return { workspace: createShapWorkspace(findMaxDepth(model)), baseValue: computeBaseValue(model) };
}

/** The expected prediction over the training distribution the explanations are measured from. */
export function computeBaseValue(model: Regressor): number {
  switch (model.kind) {
    case 'ridge': {
      let base = model.intercept;
      for (let t = 0; t < model.coefficients.length; t++) base += model.coefficients[t]! * model.termMeans[t]!;
      return base;
    }
    case 'forest': return model.trees.reduce((s, t) => s + computeExpectedValue(t), 0) / model.trees.length;
    case 'gbm': return model.trees.reduce((s, t) => s + computeExpectedValue(t), model.init);
    case 'ensemble': return model.members.reduce((s, m) => s + m.weight * computeBaseValue(m.model), 0);
  }
}

/** Adds scale x SHAP values (per original feature) into phi. */
export function addShapValues(model: Regressor, x: Float64Array, phi: Float64Array, scale: number, ws: ShapWorkspace): void {
  switch (model.kind) {
    case 'ridge':
      addRidgeShap(model, x, phi, scale);
      return;
    case 'forest': {
      const s = scale / model.trees.length;
      for (const tree of model.trees) addTreeShap(tree, x, phi, s, ws);
      return;
    }
    case 'gbm':
      for (const tree of model.trees) addTreeShap(tree, x, phi, scale, ws);
      return;
    case 'ensemble':
      for (const member of model.members) if (member.weight !== 0) addShapValues(member.model, x, phi, scale * member.weight, ws);
  }
}
