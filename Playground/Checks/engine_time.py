"""The figures Playground/README.md gives for the page's "engine µs" column, measured as the page
measures them: the server's time for each edit (`micros` in its reply), typing 20 digits in ten
de_DE fields (five plain, five EUR).

- As the page types: one edit a message, 100 ms apart (a person's pace): what the column shows.
- Back to back, 20 edits a message: the engine's own time per digit, close to the benchmarks'.

Prints both medians; checks only that every edit was answered with a time.

usage: python3 engine_time.py PLAYGROUND_BINARY
"""

import asyncio
import statistics
import sys

from server import Server
from wire import Connection

FIELDS = [{"locale": "de_DE"}] * 5 + [{"locale": "de_DE", "format": "currency/EUR"}] * 5
DIGITS = "12345678901234567890"
PAUSE = 0.1  # seconds between a person's keystrokes


async def type_digits(port, per_message, pause):
    """The engine times of typing DIGITS in every field of FIELDS, `per_message` edits a
    message, `pause` seconds after each message."""
    times = []
    async with Connection(port) as connection:
        for configuration in FIELDS:
            _, reply = await connection.post("/api/session", configuration)
            session, seq = reply["session"], 0
            for start in range(0, len(DIGITS), per_message):
                seq += 1
                edits = [{"insert": digit} for digit in DIGITS[start:start + per_message]]
                status, reply = await connection.post("/api/edit", {"session": session, "seq": seq, "edits": edits})
                if status != 200:
                    raise RuntimeError(f"edit refused: {status} {reply}")
                times += [result["micros"] for result in reply["results"]]
                await asyncio.sleep(pause)
            await connection.post("/api/close", {"session": session})
    return times


async def run(port):
    async with Connection(port) as connection:
        _, reply = await connection.post("/api/session", {"locale": "de_DE"})
        await connection.post("/api/close", {"session": reply["session"]})
    paced = await type_digits(port, 1, PAUSE)
    batched = await type_digits(port, len(DIGITS), 0)
    return reply["build"], paced, batched


def main():
    with Server(sys.argv[1]) as server:
        build, paced, batched = asyncio.run(asyncio.wait_for(run(server.port), timeout=120))
    print(f"engine time per typed digit ({build} build), {len(paced)} digits each way: median "
          f"{statistics.median(paced):.1f} µs one a message {PAUSE * 1000:.0f} ms apart (as the page shows it), "
          f"{statistics.median(batched):.2f} µs {len(DIGITS)} a message back to back (the engine's own)")
    expected = len(FIELDS) * len(DIGITS)
    ok = len(paced) == expected and len(batched) == expected
    print(f"engine time: {2 if ok else 0} passed, {0 if ok else 2} failed")
    sys.exit(0 if ok else 1)


if __name__ == "__main__":
    main()
