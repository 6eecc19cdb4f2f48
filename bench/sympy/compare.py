"""
Decides the questions in questions.jsonl with SymPy and writes results.json, which
bench/subsets.bench.ts prints beside Tablemate's own figures.

Optional: Python and SymPy are not a dependency of the app or of `npm test`.
Run from the repository root:  python3 bench/sympy/compare.py
"""

import json
import platform
import signal
import statistics
import time
from pathlib import Path

import sympy
from sympy import (  # noqa: F401  (names used by the questions' expressions)
    E,
    And,
    Contains,
    ConditionSet,
    Eq,
    FiniteSet,
    ImageSet,
    Intersection,
    Interval,
    Lambda,
    Mod,
    Ne,
    PowerSet,
    ProductSet,
    Q,
    Range,
    Rational,
    S,
    Union,
    Complement,
    oo,
    pi,
    solveset,
    sqrt,
    symbols,
)

HERE = Path(__file__).resolve().parent
# Each question gets this long; SymPy answering nothing within it counts as undecided.
TIMEOUT_S = 10

x, k, n, a, b = symbols("x k n a b")


class TimedOut(Exception):
    pass


def on_alarm(_signum, _frame):
    raise TimedOut()


def decide(question):
    """SymPy's verdict: True, False, None (cannot tell), or the name of what went wrong."""
    env = dict(globals())
    sub = eval(question["sympy"]["a"], env)  # noqa: S307  (our own fixed expressions)
    sup = eval(question["sympy"]["s"], env)  # noqa: S307
    return sub.is_subset(sup)


def main():
    signal.signal(signal.SIGALRM, on_alarm)
    lines = (HERE / "questions.jsonl").read_text().splitlines()
    # A question with no SymPy form (no way to write it there) is left out of the comparison.
    questions = [q for q in map(json.loads, filter(str.strip, lines)) if q["sympy"]]
    results = []
    for question in questions:
        start = time.perf_counter()
        signal.alarm(TIMEOUT_S)
        try:
            answer = decide(question)
            answer = {True: "subset", False: "not-subset", None: "unknown"}[answer]
        except TimedOut:
            answer = "timeout"
        except Exception as err:  # SymPy raising is one more way of not deciding
            answer = "raised " + type(err).__name__
        finally:
            signal.alarm(0)
        ms = (time.perf_counter() - start) * 1000
        results.append({"id": question["id"], "answer": answer, "ms": round(ms, 2)})
        print(f"{question['id']:28} {answer:22} {ms:9.1f} ms")
    decided = [r for r in results if r["answer"] in ("subset", "not-subset")]
    print(f"SymPy {sympy.__version__}: decided {len(decided)} of {len(results)}, median {statistics.median(r['ms'] for r in results):.1f} ms")
    out = {
        "sympy": sympy.__version__,
        "python": platform.python_version(),
        "recorded": time.strftime("%Y-%m-%d"),
        "timeoutSeconds": TIMEOUT_S,
        "results": results,
    }
    (HERE / "results.json").write_text(json.dumps(out, indent="\t") + "\n")


if __name__ == "__main__":
    main()
