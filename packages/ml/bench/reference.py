"""Reference side of the Casecast ML benchmark: scikit-learn 1.2 and XGBoost 1.7 on the same CSV files.

Usage:
  reference.py accuracy TRAIN.csv TEST.csv SPEC.json   -> JSON with log-scale MAE per model
  reference.py speed MODEL DATA.csv                    -> JSON with fit seconds and peak RSS (MB)
Models for speed: hgb, xgb, rf. Run with /usr/bin/python3 and OMP_NUM_THREADS=2.
"""
import json
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


def run_speed(model, data_path):
    frame = pd.read_csv(data_path)
    y = frame.pop("y").to_numpy()
    x = frame.to_numpy(dtype=np.float64)
    if model == "hgb":
        from sklearn.ensemble import HistGradientBoostingRegressor
        est = HistGradientBoostingRegressor(max_iter=100, learning_rate=0.1, max_leaf_nodes=31, min_samples_leaf=20,
                                            l2_regularization=0.0, max_bins=255, early_stopping=False)
    elif model == "xgb":
        from xgboost import XGBRegressor
        est = XGBRegressor(n_estimators=100, learning_rate=0.1, tree_method="hist", grow_policy="lossguide",
                           max_leaves=31, max_depth=0, max_bin=256, reg_lambda=0.0, min_child_weight=20,
                           n_jobs=2)
    elif model == "rf":
        from sklearn.ensemble import RandomForestRegressor
        est = RandomForestRegressor(n_estimators=50, max_features=0.5, min_samples_leaf=20, max_depth=12,
                                    n_jobs=2, random_state=0)
    else:
        raise SystemExit("unknown model " + model)
    rss_before = peak_rss_mb()
    t = time.perf_counter()
    est.fit(x, y)
    seconds = time.perf_counter() - t
    print(json.dumps({"seconds": seconds, "peakRssMb": peak_rss_mb(), "rssBeforeFitMb": rss_before}))


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


if __name__ == "__main__":
    if sys.argv[1] == "accuracy":
        run_accuracy(sys.argv[2], sys.argv[3], sys.argv[4])
    elif sys.argv[1] == "intervals":
        run_intervals(sys.argv[2], sys.argv[3], sys.argv[4])
    elif sys.argv[1] == "speed":
        run_speed(sys.argv[2], sys.argv[3])
    else:
        raise SystemExit(__doc__)
