"""Starts the playground binary on a free loopback port for the checks and stops it after."""

import subprocess
import time


class Server:
    """The playground server as a child process: `with Server(binary) as server: server.url`."""

    def __init__(self, binary, *flags):
        self.command = [binary, "--port", "0", *flags]
        self.process = None
        self.url = None

    def __enter__(self):
        self.process = subprocess.Popen(self.command, stdout=subprocess.PIPE, text=True)
        deadline = time.monotonic() + 60
        while time.monotonic() < deadline:
            line = self.process.stdout.readline()
            if not line:
                raise RuntimeError("the playground exited before printing its URL")
            if "http://127.0.0.1:" in line:
                self.url = line.split()[-1]
                return self
        raise RuntimeError("the playground printed no URL within 60 s")

    def __exit__(self, *exc):
        self.process.terminate()
        try:
            self.process.wait(timeout=10)
        except subprocess.TimeoutExpired:
            self.process.kill()
            self.process.wait()

    @property
    def port(self):
        return int(self.url.rstrip("/").rsplit(":", 1)[1])

    def alive(self):
        return self.process.poll() is None

    def rss_kib(self):
        """The server's resident memory in KiB."""
        with open(f"/proc/{self.process.pid}/status") as status:
            for line in status:
                if line.startswith("VmRSS:"):
                    return int(line.split()[1])
        raise RuntimeError("no VmRSS")
