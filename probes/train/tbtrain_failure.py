"""How a failed run ends on every rank (probes/PROTOCOL.md, "tb-train", Failures): each rank leaves its own account
in the rendezvous store, and rank 0, when a peer's failure stopped it, says what the others said or that they said
nothing (died or were killed)."""
import time
from datetime import timedelta

import torch
import torch.distributed as dist

REPORT_KEY = "tb-train/failed/{}"  # a rank's account of a failure
REPORT_FLAG = "tb-train/failed/{}/set"  # a counter: add(key, 0) reads it without waiting (torch 1.x has no check())
PEER_GRACE_S = 3.0  # how long rank 0 waits for the other ranks' own account of a failure
# Words of gloo's, the store's and NCCL's errors when the other end of a connection went away or stopped answering.
PEER_WORDS = ("closed by peer", "reset by peer", "Connection refused", "Broken pipe", "Socket Timeout",
              "timed out", "Timed out", "remote process")


def exc_text(e):
    return f"{type(e).__name__}: {str(e).strip()}"[:4000]


def default_store():
    try:
        return dist.distributed_c10d._get_default_store() if dist.is_initialized() else None
    except Exception:  # noqa: BLE001 - a private API: its absence only costs the peers' own words
        return None


def report_failure(store, rank, message):
    """Leaves this rank's account of a failure in the rendezvous store, where rank 0 reads it."""
    try:
        store.set_timeout(timedelta(seconds=5))
        store.set(REPORT_KEY.format(rank), message.encode("utf-8", "replace")[:4000])
        store.add(REPORT_FLAG.format(rank), 1)
    except Exception:  # noqa: BLE001 - the store's host may be the rank that died
        pass


def peer_reports(store, world, rank):
    """{rank: its account} of the other ranks, waiting PEER_GRACE_S for them; None for a store that is gone."""
    found, deadline = {}, time.monotonic() + PEER_GRACE_S
    try:
        store.set_timeout(timedelta(seconds=5))
        while len(found) < world - 1 and time.monotonic() < deadline:
            for r in range(world):
                if r != rank and r not in found and store.add(REPORT_FLAG.format(r), 0) > 0:
                    found[r] = store.get(REPORT_KEY.format(r)).decode("utf-8", "replace")
            time.sleep(0.1)
    except Exception:  # noqa: BLE001
        return found or None
    return found


def peers_said(reports, world, rank):
    """One sentence on the other ranks: who failed and how, who said nothing (died or was killed)."""
    if reports is None:
        return "the rendezvous store is gone (rank 0's host or the launcher ended), so the other ranks cannot say"
    silent = [r for r in range(world) if r != rank and r not in reports]
    said = [f"rank {r}: {reports[r]}" for r in sorted(reports)][:8]
    parts = []
    if silent:
        names = ", ".join(map(str, silent[:16])) + (" ..." if len(silent) > 16 else "")
        parts.append(f"rank {names} reported nothing within {PEER_GRACE_S:.0f} s (died or was killed, or still "
                     "waits in a collective)")
    if said:
        parts.append("; ".join(said))
    return ". ".join(parts)


def describe(e, phase, device, layout):
    """(message, whether a peer's failure caused it)."""
    text = exc_text(e)
    oom = getattr(torch.cuda, "OutOfMemoryError", None)
    if (oom and isinstance(e, oom)) or "out of memory" in text.lower():
        return (f"out of memory on {device.name if device else 'the device'} during {phase}: {text} (choose a "
                "smaller --batch, --seq-len or model, more ranks with --sharding fsdp, or --checkpoint-every 1)"), False
    if layout.world > 1 and any(w in text for w in PEER_WORDS):
        return f"{phase} failed: a peer rank's connection failed (it died, was killed or hung): {text}", True
    return f"{phase} failed: {text}", False


def fail(emitter, layout, code, message, by_peer=False):
    """Every rank leaves its account in the store. Rank 0 writes its own at once (a launcher's SIGTERM may come
    before the grace ends) and, when a peer's failure caused it, what the others said: a rank that failed on its
    own ends at once, since the others wait on it and cannot speak before it is gone."""
    store = default_store() if layout.world > 1 else None
    if store is None:
        return emitter.fatal(code, message)
    if layout.rank != 0:
        report_failure(store, layout.rank, message)
        return emitter.fatal(code, message)
    if not by_peer:
        return emitter.fatal(code, message)
    emitter.log("error", message)
    emitter.log("error", "the other ranks: " + peers_said(peer_reports(store, layout.world, 0), layout.world, 0))
    return emitter.end(code)
