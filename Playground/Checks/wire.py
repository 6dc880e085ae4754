"""A minimal HTTP/1.1 keep-alive client over asyncio streams, for the load and hostile checks."""

import asyncio
import json


class Connection:
    """One keep-alive connection to the playground on 127.0.0.1."""

    def __init__(self, port):
        self.port = port
        self.reader = None
        self.writer = None

    async def __aenter__(self):
        self.reader, self.writer = await asyncio.open_connection("127.0.0.1", self.port)
        return self

    async def __aexit__(self, *exc):
        self.close()

    def close(self):
        if self.writer is not None:
            self.writer.close()
            self.writer = None

    async def raw(self, path, body, content_type="application/json"):
        """POSTs bytes; returns (status, parsed JSON or None)."""
        head = (f"POST {path} HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: {content_type}\r\n"
                f"Content-Length: {len(body)}\r\n\r\n").encode()
        self.writer.write(head + body)
        await self.writer.drain()
        return await self.response()

    async def post(self, path, message):
        return await self.raw(path, json.dumps(message).encode())

    async def response(self):
        status_line = await self.reader.readline()
        if not status_line:
            raise ConnectionError("closed by the server")
        status = int(status_line.split()[1])
        length = 0
        while True:
            line = await self.reader.readline()
            if line in (b"\r\n", b""):
                break
            name, _, value = line.decode().partition(":")
            if name.lower() == "content-length":
                length = int(value)
        body = await self.reader.readexactly(length) if length else b""
        try:
            return status, json.loads(body) if body else None
        except ValueError:
            return status, None
