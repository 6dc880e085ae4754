"""Loopback load: SESSIONS concurrent sessions, each sending EDITS edits one message at a time.

usage: python3 load.py PLAYGROUND_BINARY [SESSIONS] [EDITS]

Every reply is checked against the text the edit must produce (none lost, none reordered); the
run is bounded to 300 s. It runs twice and compares the server's memory after the sessions close.
"""

import asyncio
import statistics
import sys
import time

from server import Server
from wire import Connection

KEYS = list("1234567.89") + ["{bs}"] * 10
TEXTS = ["1", "12", "123", "1,234", "12,345", "123,456", "1,234,567", "1,234,567.", "1,234,567.8",
         "1,234,567.89", "1,234,567.8", "1,234,567.", "1,234,567", "123,456", "12,345", "1,234", "123",
         "12", "1", ""]


def edit(key):
    return {"deleteBackward": True} if key == "{bs}" else {"insert": key}


async def one_session(port, edits, latencies, errors):
    async with Connection(port) as connection:
        status, reply = await connection.post("/api/session", {"locale": "en_US"})
        if status != 200:
            errors.append(f"open: {status} {reply}")
            return 0
        session = reply["session"]
        applied = 0
        for seq in range(1, edits + 1):
            index = (seq - 1) % len(KEYS)
            started = time.perf_counter()
            status, reply = await connection.post(
                "/api/edit", {"session": session, "seq": seq, "edits": [edit(KEYS[index])]})
            latencies.append(time.perf_counter() - started)
            if status != 200 or reply.get("text") != TEXTS[index] or reply.get("seq") != seq:
                errors.append(f"edit {seq}: {status} {reply}")
                return applied
            applied += len(reply["results"])
        await connection.post("/api/close", {"session": session})
        return applied


async def round_(port, sessions, edits):
    latencies, errors = [], []
    started = time.perf_counter()
    applied = await asyncio.wait_for(
        asyncio.gather(*(one_session(port, edits, latencies, errors) for _ in range(sessions))), timeout=300)
    elapsed = time.perf_counter() - started
    return sum(applied), elapsed, sorted(latencies), errors


def main():
    binary = sys.argv[1]
    sessions = int(sys.argv[2]) if len(sys.argv) > 2 else 200
    edits = int(sys.argv[3]) if len(sys.argv) > 3 else 1000
    failures = []
    with Server(binary, "--max-sessions", str(sessions + 10)) as server:
        rss = [server.rss_kib()]
        for number in (1, 2):
            applied, elapsed, latencies, errors = asyncio.run(round_(server.port, sessions, edits))
            rss.append(server.rss_kib())
            p50 = statistics.quantiles(latencies, n=100)[49] * 1000
            p99 = statistics.quantiles(latencies, n=100)[98] * 1000
            lost = sessions * edits - applied
            print(f"round {number}: {sessions} sessions x {edits} edits: {applied} applied in {elapsed:.1f} s, "
                  f"{applied / elapsed:,.0f} edits/s, round trip p50 {p50:.2f} ms, p99 {p99:.2f} ms, "
                  f"{len(errors)} errors, {lost} lost; server memory {rss[-1] / 1024:.1f} MiB after close")
            failures += errors[:5]
            if lost:
                failures.append(f"round {number}: {lost} edits lost")
        print(f"server memory: {rss[0] / 1024:.1f} MiB at start, {rss[1] / 1024:.1f} MiB after round 1, "
              f"{rss[2] / 1024:.1f} MiB after round 2")
        if rss[2] > rss[1] * 1.10 + 2048:
            failures.append("memory grew by more than 10 % between rounds")
        if not server.alive():
            failures.append("the server exited")
    for failure in failures:
        print("FAIL", failure)
    print(f"load: {2 - min(2, len(failures))} passed, {len(failures)} failed")
    sys.exit(1 if failures else 0)


if __name__ == "__main__":
    main()
