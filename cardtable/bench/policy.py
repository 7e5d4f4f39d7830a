"""``python -m cardtable.bench.policy [--hands N] [--scale S] [--workers W]``: fit the Schnapsen
choice model (``cardtable.ai.policy``) to expert self-play.

Plays hands of the expert against itself, keeps every choice with at least two options (claims
aside) as its actions' features and the one chosen, and fits the model's weights by maximum
likelihood (gradient ascent with a little L2), each context on its own. Prints the held-out log
likelihood per choice against a uniform choice, how often the model's likeliest action is the one
chosen, and the ``WEIGHTS`` tuple to put into ``policy.py``.
"""

from __future__ import annotations

import argparse
import json
import math
import random
import time
from concurrent.futures import ProcessPoolExecutor
from pathlib import Path

from cardtable.ai import policy
from cardtable.ai.expert import Expert
from cardtable.engine import Kind, new_hand

#: One choice: its context, each option's features, the index of the one chosen.
Choice = tuple[int, list[list[tuple[int, float]]], int]


def collect(hands: int, scale: float, seed: int) -> list[Choice]:
    rng = random.Random(seed)
    experts = [Expert(random.Random(seed * 2 + 1), scale), Expert(random.Random(seed * 2 + 2), scale)]
    out: list[Choice] = []
    for n in range(hands):
        hand = new_hand("schnapsen", seed=rng.getrandbits(32), dealer=n % 2)
        while hand.result is None:
            p = hand.to_move
            assert p is not None
            legal = hand.legal_actions()
            action = experts[p].choose(hand.observation(p), legal)
            options = [a for a in legal if a.kind != Kind.CLAIM]
            if action in options and len(options) > 1:
                out.append((policy.context_of(hand), policy.features(hand, options), options.index(action)))
            hand.apply(action)
    return out


def log_likelihood(data: list[Choice], weights: list[float]) -> float:
    total = 0.0
    for context, options, chosen in data:
        scores = policy.scores(weights, context, options)
        top = max(scores)
        total += scores[chosen] - top - math.log(sum(math.exp(s - top) for s in scores))
    return total


def fit(data: list[Choice], epochs: int = 150, rate: float = 0.5, l2: float = 1e-3) -> list[float]:
    """Full-batch gradient ascent on the mean log likelihood (Adam steps)."""
    size = policy.BLOCK * len(policy.CONTEXTS)
    w = [0.0] * size
    m = [0.0] * size
    v = [0.0] * size
    n = max(1, len(data))
    for step in range(1, epochs + 1):
        grad = [-l2 * x for x in w]
        for context, options, chosen in data:
            offset = policy.BLOCK * context
            scores = policy.scores(w, context, options)
            top = max(scores)
            exps = [math.exp(s - top) for s in scores]
            total = sum(exps)
            for k, f in enumerate(options):
                share = (1.0 if k == chosen else 0.0) - exps[k] / total
                if share:
                    for i, x in f:
                        grad[offset + i] += share * x / n
        for j in range(size):
            m[j] = 0.9 * m[j] + 0.1 * grad[j]
            v[j] = 0.999 * v[j] + 0.001 * grad[j] ** 2
            w[j] += rate * 0.1 * (m[j] / (1 - 0.9**step)) / (math.sqrt(v[j] / (1 - 0.999**step)) + 1e-8)
    return w


def accuracy(data: list[Choice], weights: list[float]) -> float:
    right = 0
    for context, options, chosen in data:
        scores = policy.scores(weights, context, options)
        right += scores.index(max(scores)) == chosen
    return right / max(1, len(data))


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m cardtable.bench.policy")
    parser.add_argument("--hands", type=int, default=1000)
    parser.add_argument("--scale", type=float, default=0.2, help="the expert's budget (1 = as played)")
    parser.add_argument("--workers", type=int, default=2)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--epochs", type=int, default=150)
    parser.add_argument("--data", help="a JSON file of choices: read if it exists, else written after playing")
    args = parser.parse_args(argv)
    started = time.perf_counter()
    data: list[Choice]
    if args.data and Path(args.data).exists():
        data = [
            (c, [[(i, v) for i, v in f] for f in options], k)
            for c, options, k in json.loads(Path(args.data).read_text())
        ]
    else:
        share = [args.hands // args.workers + (i < args.hands % args.workers) for i in range(args.workers)]
        with ProcessPoolExecutor(max_workers=args.workers) as pool:
            parts = list(
                pool.map(
                    collect, share, [args.scale] * args.workers, [args.seed * 1000 + i for i in range(args.workers)]
                )
            )
        data = [choice for part in parts for choice in part]
        if args.data:
            Path(args.data).write_text(json.dumps(data))
    random.Random(args.seed).shuffle(data)
    held = data[: len(data) // 5]
    train = data[len(data) // 5 :]
    print(
        f"{len(data)} choices from {args.hands} hands of expert self-play (scale {args.scale:g}), "
        f"{time.perf_counter() - started:.0f} s"
    )
    weights = fit(train, epochs=args.epochs)
    uniform = [0.0] * len(weights)
    for name, w in (("uniform", uniform), ("fitted", weights)):
        print(
            f"  {name}: held-out log likelihood per choice {log_likelihood(held, w) / max(1, len(held)):.4f}, "
            f"likeliest action chosen {accuracy(held, w):.1%}"
        )
    for c, context in enumerate(policy.CONTEXTS):
        n = sum(1 for choice in held if choice[0] == c)
        sub = [choice for choice in held if choice[0] == c]
        print(
            f"  {context}: {n} held-out choices, fitted {log_likelihood(sub, weights) / max(1, n):.4f} "
            f"against uniform {log_likelihood(sub, uniform) / max(1, n):.4f}"
        )
    print("WEIGHTS = (")
    for c, context in enumerate(policy.CONTEXTS):
        block = weights[policy.BLOCK * c : policy.BLOCK * (c + 1)]
        print(f"    # {context}\n    " + ", ".join(f"{x:.3f}" for x in block) + ",")
    print(")")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
