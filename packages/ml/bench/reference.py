"""Reference side of the Casecast ML benchmark: scikit-learn 1.2 and XGBoost 1.7 on the same CSV files.

Usage:
  reference.py accuracy TRAIN.csv TEST.csv SPEC.json   -> JSON with log-scale MAE per model
  reference.py speed MODEL DATA.csv [TEST.csv]         -> JSON with fit seconds, CPU seconds, test RMSE, peak RSS (MB)
  reference.py real TRAIN.csv TEST.csv SPEC.json       -> JSON per anchor (RF, HistGBR, XGBoost): log-MAE, median
                                                          relative error, 95% and 50% split-conformal coverage and width
Models for speed: hgb, xgb, hgb-quantile (two fits: 0.025 and 0.975), rf. Run with /usr/bin/python3 and OMP_NUM_THREADS=2.
"""
import json
import os
import resource
import sys
import time

import numpy as np
import pandas as pd


def peak_rss_mb():
    return resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024.0


def run_accuracy(train_path, test_path, spec_path):
    from sklearn.compose import ColumnTransformer
    from sklearn.ensemble import HistGradientBoostingRegressor, RandomForestRegressor
    from sklearn.impute import MissingIndicator, SimpleImputer
    from sklearn.linear_model import Ridge
    from sklearn.pipeline import Pipeline
    from sklearn.preprocessing import OneHotEncoder, OrdinalEncoder, StandardScaler

    spec = json.load(open(spec_path))
    target, num, cat = spec["target"], spec["numeric"], spec["categorical"]
    dtypes = {c: "string" for c in cat}
    train = pd.read_csv(train_path, dtype=dtypes)
    test = pd.read_csv(test_path, dtype=dtypes)
    for frame in (train, test):
        for c in cat:
            frame[c] = frame[c].astype(object).where(frame[c].notna(), np.nan)
    y_train = np.log(train[target].to_numpy())
    y_test = np.log(test[target].to_numpy())
    x_train, x_test = train[num + cat], test[num + cat]
    out = {}

    ridge = Pipeline([
        ("pre", ColumnTransformer([
            ("num", Pipeline([("imp", SimpleImputer(strategy="mean")), ("sc", StandardScaler())]), num),
            ("ind", MissingIndicator(features="missing-only", error_on_new=False), num),
            ("cat", Pipeline([("imp", SimpleImputer(strategy="constant", fill_value="__missing__")),
                              ("oh", OneHotEncoder(handle_unknown="ignore"))]), cat),
        ])),
        ("ridge", Ridge(alpha=1.0)),
    ])
    t = time.perf_counter()
    ridge.fit(x_train, y_train)
    out["ridge"] = {"mae": float(np.mean(np.abs(ridge.predict(x_test) - y_test))), "seconds": time.perf_counter() - t}

    ordinal = ColumnTransformer([
        ("num", "passthrough", num),
        ("cat", OrdinalEncoder(handle_unknown="use_encoded_value", unknown_value=np.nan,
                               encoded_missing_value=np.nan), cat),
    ])
    xo_train = ordinal.fit_transform(x_train)
    xo_test = ordinal.transform(x_test)

    rf = Pipeline([("imp", SimpleImputer(strategy="median")),
                   ("rf", RandomForestRegressor(n_estimators=100, max_features=0.5, min_samples_leaf=20,
                                                max_depth=12, n_jobs=2, random_state=0))])
    t = time.perf_counter()
    rf.fit(xo_train, y_train)
    out["forest"] = {"mae": float(np.mean(np.abs(rf.predict(xo_test) - y_test))), "seconds": time.perf_counter() - t}

    is_cat = [False] * len(num) + [True] * len(cat)
    hgb = HistGradientBoostingRegressor(max_iter=200, learning_rate=0.1, max_leaf_nodes=31, min_samples_leaf=20,
                                        l2_regularization=0.0, max_bins=255, categorical_features=is_cat,
                                        early_stopping=True, validation_fraction=0.1, n_iter_no_change=10,
                                        random_state=0)
    t = time.perf_counter()
    hgb.fit(xo_train, y_train)
    out["gbm"] = {"mae": float(np.mean(np.abs(hgb.predict(xo_test) - y_test))), "seconds": time.perf_counter() - t,
                  "iterations": int(hgb.n_iter_)}
    print(json.dumps(out))


def run_speed(model, data_path, test_path=None):
    """Fits one model (two for quantile) on DATA.csv; scores RMSE on TEST.csv when given."""
    frame = pd.read_csv(data_path)
    y = frame.pop("y").to_numpy()
    x = frame.to_numpy(dtype=np.float64)
    # The settings of the GBM speed table: 200 trees, 31 leaves, learning rate 0.1, 255 bins, leaves of
    # 20+ rows, no L2, no early stopping, OMP_NUM_THREADS threads (2 unless the bench says otherwise).
    hgb = dict(max_iter=200, learning_rate=0.1, max_leaf_nodes=31, min_samples_leaf=20, l2_regularization=0.0,
               max_bins=255, early_stopping=False)
    if model == "hgb":
        from sklearn.ensemble import HistGradientBoostingRegressor
        estimators = [HistGradientBoostingRegressor(**hgb)]
    elif model == "hgb-quantile":
        from sklearn.ensemble import HistGradientBoostingRegressor
        estimators = [HistGradientBoostingRegressor(loss="quantile", quantile=q, **hgb) for q in (0.025, 0.975)]
    elif model == "xgb":
        from xgboost import XGBRegressor
        # lossguide + max_leaves is XGBoost's leaf-wise growth (LightGBM's and scikit-learn's). max_bin counts
        # value bins only (XGBoost keeps missing values out of the bins), so 255 is the same as our 255 value
        # bins plus the missing bin, and scikit-learn's max_bins=255.
        estimators = [XGBRegressor(n_estimators=200, learning_rate=0.1, tree_method="hist", grow_policy="lossguide",
                                   max_leaves=31, max_depth=0, max_bin=255, reg_lambda=0.0, min_child_weight=20,
                                   n_jobs=int(os.environ.get("OMP_NUM_THREADS", "2")))]
    elif model == "rf":
        from sklearn.ensemble import RandomForestRegressor
        estimators = [RandomForestRegressor(n_estimators=50, max_features=0.5, min_samples_leaf=20, max_depth=12,
                                            n_jobs=2, random_state=0)]
    else:
        raise SystemExit("unknown model " + model)
    rss_before = peak_rss_mb()
    cpu = time.process_time()
    t = time.perf_counter()
    for est in estimators:
        est.fit(x, y)
    seconds = time.perf_counter() - t
    cpu_seconds = time.process_time() - cpu
    rmse = None
    if test_path is not None and len(estimators) == 1:
        test = pd.read_csv(test_path)
        y_test = test.pop("y").to_numpy()
        rmse = float(np.sqrt(np.mean((estimators[0].predict(test.to_numpy(dtype=np.float64)) - y_test) ** 2)))
    print(json.dumps({"seconds": seconds, "cpuSeconds": cpu_seconds, "fits": len(estimators), "rmse": rmse,
                      "peakRssMb": peak_rss_mb(), "rssBeforeFitMb": rss_before}))


def run_intervals(train_path, test_path, spec_path):
    """The anchors on the interval split: scikit-learn RF and HistGBR and XGBoost fit on all training rows (log-MAE),
    and XGBoost with split-conformal intervals: fit on 80% of train, conformal quantile of |residual| on the other 20%."""
    import xgboost as xgb
    from sklearn.ensemble import HistGradientBoostingRegressor, RandomForestRegressor
    from sklearn.impute import SimpleImputer
    from sklearn.pipeline import Pipeline
    spec = json.load(open(spec_path))
    target, num, cat = spec["target"], spec["numeric"], spec["categorical"]
    dtypes = {c: "category" for c in cat}
    train = pd.read_csv(train_path, dtype=dtypes)
    test = pd.read_csv(test_path, dtype=dtypes)
    for c in cat:
        cats = train[c].cat.categories
        test[c] = pd.Categorical(test[c], categories=cats)
    y = np.log(test[target].to_numpy())
    y_all = np.log(train[target].to_numpy())
    params = dict(n_estimators=400, learning_rate=0.05, max_depth=6, subsample=0.8, colsample_bytree=0.8,
                  tree_method="hist", enable_categorical=True, n_jobs=2, random_state=0)
    anchors = {}
    full = xgb.XGBRegressor(**params)
    full.fit(train[num + cat], y_all)
    anchors["xgboost"] = float(np.mean(np.abs(full.predict(test[num + cat]) - y)))
    codes_train = train[num].copy()
    codes_test = test[num].copy()
    for c in cat:
        codes_train[c] = train[c].cat.codes.replace(-1, np.nan)
        codes_test[c] = test[c].cat.codes.replace(-1, np.nan)
    rf = Pipeline([("imp", SimpleImputer(strategy="median")),
                   ("rf", RandomForestRegressor(n_estimators=100, max_features=0.5, min_samples_leaf=20,
                                                max_depth=12, n_jobs=2, random_state=0))])
    rf.fit(codes_train, y_all)
    anchors["random_forest"] = float(np.mean(np.abs(rf.predict(codes_test) - y)))
    is_cat = [False] * len(num) + [True] * len(cat)
    hgb = HistGradientBoostingRegressor(max_iter=200, learning_rate=0.1, max_leaf_nodes=31, min_samples_leaf=20,
                                        categorical_features=is_cat, early_stopping=True, validation_fraction=0.1,
                                        n_iter_no_change=10, random_state=0)
    hgb.fit(codes_train, y_all)
    anchors["hist_gbr"] = float(np.mean(np.abs(hgb.predict(codes_test) - y)))

    rng = np.random.default_rng(0)
    order = rng.permutation(len(train))
    n_cal = int(round(0.2 * len(train)))
    cal, fit = train.iloc[order[:n_cal]], train.iloc[order[n_cal:]]
    model = xgb.XGBRegressor(**params)
    model.fit(fit[num + cat], np.log(fit[target].to_numpy()))
    scores = np.sort(np.abs(np.log(cal[target].to_numpy()) - model.predict(cal[num + cat])))
    pred = model.predict(test[num + cat])
    out = {"maeLog": float(np.mean(np.abs(pred - y))),
           "medianApe": float(np.median(np.abs(np.exp(pred) - np.exp(y)) / np.exp(y))),
           "anchors": anchors}
    for coverage in (0.95, 0.5):
        k = int(np.ceil((len(scores) + 1) * coverage)) - 1
        q = scores[min(k, len(scores) - 1)]
        hits = np.mean((y >= pred - q) & (y <= pred + q))
        width = np.mean((np.exp(pred + q) - np.exp(pred - q)) / np.exp(pred))
        out[str(coverage)] = {"measuredCoverage": float(hits), "meanRelativeWidth": float(width)}
    print(json.dumps(out))


def run_real(train_path, test_path, spec_path):
    """The anchors on a real data set's fixed split, each on log(target): scikit-learn RF and HistGBR and XGBoost.
    Point metrics from the model fitted on all training rows; intervals by split conformal: the same model fitted on
    80% of the training rows, the conformal quantile of |log residual| on the other 20% (seeded), centred on that
    80% model. Widths are (upper - lower) / predicted amount, as in the engine's `evaluate`."""
    import xgboost as xgb
    from sklearn.ensemble import HistGradientBoostingRegressor, RandomForestRegressor
    from sklearn.impute import SimpleImputer
    from sklearn.pipeline import Pipeline
    spec = json.load(open(spec_path))
    target, num, cat = spec["target"], spec["numeric"], spec["categorical"]
    # Categories as text, blanks as missing: the CSV as a user would read it.
    dtypes = {c: "string" for c in cat}
    train = pd.read_csv(train_path, dtype=dtypes, skipinitialspace=True)
    test = pd.read_csv(test_path, dtype=dtypes, skipinitialspace=True)
    for c in cat:
        train[c] = train[c].str.strip()
        test[c] = test[c].str.strip()
        cats = pd.Categorical(train[c].dropna()).categories
        train[c] = pd.Categorical(train[c], categories=cats)
        test[c] = pd.Categorical(test[c], categories=cats)
    features = num + cat
    y_train = np.log(train[target].to_numpy(dtype=np.float64))
    y_test = np.log(test[target].to_numpy(dtype=np.float64))

    def codes(frame):
        out = frame[num].astype(np.float64).copy()
        for c in cat:
            out[c] = frame[c].cat.codes.replace(-1, np.nan).astype(np.float64)
        return out

    is_cat = [False] * len(num) + [True] * len(cat)
    makers = {
        "random_forest": lambda: Pipeline([("imp", SimpleImputer(strategy="median")),
                                           ("rf", RandomForestRegressor(n_estimators=100, max_features=0.5,
                                                                        min_samples_leaf=20, max_depth=12, n_jobs=2,
                                                                        random_state=0))]),
        "hist_gbr": lambda: HistGradientBoostingRegressor(max_iter=200, learning_rate=0.1, max_leaf_nodes=31,
                                                          min_samples_leaf=20, categorical_features=is_cat,
                                                          early_stopping=True, validation_fraction=0.1,
                                                          n_iter_no_change=10, random_state=0),
        "xgboost": lambda: xgb.XGBRegressor(n_estimators=400, learning_rate=0.05, max_depth=6, subsample=0.8,
                                            colsample_bytree=0.8, tree_method="hist", enable_categorical=True,
                                            n_jobs=2, random_state=0),
    }
    inputs = {"random_forest": codes, "hist_gbr": codes, "xgboost": lambda frame: frame[features]}
    order = np.random.default_rng(0).permutation(len(train))
    n_cal = int(round(0.2 * len(train)))
    cal, fit = train.iloc[order[:n_cal]], train.iloc[order[n_cal:]]
    y_cal, y_fit = y_train[order[:n_cal]], y_train[order[n_cal:]]
    out = {}
    for name, make in makers.items():
        x = inputs[name]
        full = make()
        full.fit(x(train), y_train)
        pred = full.predict(x(test))
        row = {"maeLog": float(np.mean(np.abs(pred - y_test))),
               "medianApe": float(np.median(np.abs(np.exp(pred) - np.exp(y_test)) / np.exp(y_test)))}
        part = make()
        part.fit(x(fit), y_fit)
        scores = np.sort(np.abs(y_cal - part.predict(x(cal))))
        centre = part.predict(x(test))
        for coverage in (0.95, 0.5):
            k = int(np.ceil((len(scores) + 1) * coverage)) - 1
            q = scores[min(k, len(scores) - 1)]
            row[str(coverage)] = {
                "measuredCoverage": float(np.mean((y_test >= centre - q) & (y_test <= centre + q))),
                "meanRelativeWidth": float(np.mean((np.exp(centre + q) - np.exp(centre - q)) / np.exp(centre))),
            }
        out[name] = row
    print(json.dumps(out))


if __name__ == "__main__":
    if sys.argv[1] == "accuracy":
        run_accuracy(sys.argv[2], sys.argv[3], sys.argv[4])
    elif sys.argv[1] == "intervals":
        run_intervals(sys.argv[2], sys.argv[3], sys.argv[4])
    elif sys.argv[1] == "real":
        run_real(sys.argv[2], sys.argv[3], sys.argv[4])
    elif sys.argv[1] == "speed":
        run_speed(sys.argv[2], sys.argv[3], sys.argv[4] if len(sys.argv) > 4 else None)
    else:
        raise SystemExit(__doc__)
