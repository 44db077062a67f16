"""
mingo's driver for pooltool (bench/pooltool-live.ts): simulates the scenarios it is given with
pooltool's own engine and prints what happened, so both engines run in one bench run.

Input (stdin, JSON): {"modelSet": "simple" | "default", "reps": N, "runs": [{"balls": [...]}]},
each ball in pooltool's coordinates and vocabulary as ../shared/bench/README.md describes them:
{"id": 0-15, "r": [x, y, z], "v": [...], "w": [...], "s": motion code}. The cue ball (id 0) is
given already moving: pooltool starts from that state, with no stick event, so the cue model
stays out of the comparison.

Output (stdout, JSON): {"pooltool": version, "python": version, "runs": [{"events": [...],
"pocketed": {id: pocket}, "ms": [wall ms of each repetition]}]}. Events: {"t", "type",
"balls", "cushion"? (its segment id), "pocket"?}, pooltool's NONE markers left out.
"""
import json
import platform
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).parent))


def load_pooltool():
    """pooltool itself, or with its renderer stood in for when panda3d is not installed."""
    try:
        import panda3d  # noqa: F401
    except ImportError:
        import headless

        headless.install("0.6.0")
        headless.install_optional()
    import pooltool

    return pooltool


def resolver_for(pt, model_set):
    from pooltool.physics.resolve.ball_ball.frictionless_elastic import FrictionlessElastic
    from pooltool.physics.resolve.ball_cushion.han_2005.model import Han2005Circular, Han2005Linear
    from pooltool.physics.resolve.resolver import Resolver, default_resolver

    base = default_resolver()
    if model_set == "default":
        return base
    if model_set != "simple":
        raise SystemExit(f"unknown model set {model_set!r}: expected 'simple' or 'default'")
    return Resolver(
        ball_ball=FrictionlessElastic(),
        ball_linear_cushion=Han2005Linear(),
        ball_circular_cushion=Han2005Circular(),
        ball_pocket=base.ball_pocket,
        stick_ball=base.stick_ball,
        transition=base.transition,
        version=base.version,
    )


def system_of(pt, np, table, balls):
    made = {}
    for b in balls:
        pid = "cue" if b["id"] == 0 else str(b["id"])
        ball = pt.Ball.create(pid, xy=b["r"][:2])
        ball.state.rvw = np.array([b["r"], b["v"], b["w"]], dtype=float)
        ball.state.s = int(b["s"])
        made[pid] = ball
    return pt.System(cue=pt.Cue(cue_ball_id="cue"), table=table, balls=made)


def id_of(pid):
    return 0 if pid == "cue" else int(pid)


def main():
    request = json.load(sys.stdin)
    pt = load_pooltool()
    import numpy as np

    engine = pt.physics.PhysicsEngine(resolver=resolver_for(pt, request["modelSet"]))
    table = pt.Table.default()
    reps = max(1, int(request.get("reps", 1)))
    pocket_names = {"lb": "head-left", "rb": "head-right", "lc": "side-left", "rc": "side-right",
                    "lt": "foot-left", "rt": "foot-right"}
    out = []
    # A first run compiles pooltool's numba functions: not timed.
    if request["runs"]:
        pt.simulate(system_of(pt, np, table, request["runs"][0]["balls"]), engine=engine, inplace=True)
    for run in request["runs"]:
        ms = []
        system = None
        for _ in range(reps):
            system = system_of(pt, np, table, run["balls"])
            t0 = time.perf_counter()
            pt.simulate(system, engine=engine, inplace=True)
            ms.append((time.perf_counter() - t0) * 1000)
        events = []
        for e in system.events:
            kind = str(e.event_type)
            if kind == "none":
                continue
            ev = {"t": float(e.time), "type": kind, "balls": [id_of(a.id) for a in e.agents if a.agent_type == "ball"]}
            pocket = next((a.id for a in e.agents if a.agent_type == "pocket"), None)
            if pocket is not None:
                ev["pocket"] = pocket_names.get(pocket, pocket)
            cushion = next((a.id for a in e.agents if a.agent_type.endswith("cushion_segment")), None)
            if cushion is not None:
                ev["cushion"] = str(cushion)
            events.append(ev)
        pocketed = {}
        for ev in events:
            if ev["type"] == "ball_pocket":
                pocketed[str(ev["balls"][0])] = ev.get("pocket", "")
        out.append({"events": events, "pocketed": pocketed, "ms": ms, "medianMs": statistics.median(ms)})
    json.dump({"pooltool": pt.__version__, "python": platform.python_version(), "runs": out}, sys.stdout)


if __name__ == "__main__":
    main()
