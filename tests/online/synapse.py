"""A local Synapse for the Matrix tests: its own venv (never a dependency of the program), SQLite,
no federation, registration open and rate limits lifted, on a free port of 127.0.0.1.

The venv's python is ``$CARDTABLE_SYNAPSE_PYTHON``, else ``.synapse-venv/bin/python`` in the
repository (what .ci/run installs); without it the Matrix tests are skipped.
"""

from __future__ import annotations

import os
import secrets
import socket
import subprocess
import time
import urllib.request
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
PYTHON = Path(os.environ.get("CARDTABLE_SYNAPSE_PYTHON", ROOT / ".synapse-venv" / "bin" / "python"))

_LIMIT = "{per_second: 1000, burst_count: 1000}"
CONFIG = """\
server_name: "localhost"
pid_file: "{folder}/homeserver.pid"
listeners:
  - port: {port}
    bind_addresses: ["127.0.0.1"]
    type: http
    tls: false
    x_forwarded: false
    resources:
      - names: [client]
        compress: false
database:
  name: sqlite3
  args:
    database: "{folder}/homeserver.db"
media_store_path: "{folder}/media"
signing_key_path: "{folder}/signing.key"
trusted_key_servers: []
federation_domain_whitelist: []
enable_registration: true
enable_registration_without_verification: true
report_stats: false
suppress_key_server_warning: true
macaroon_secret_key: "{secret1}"
form_secret: "{secret2}"
rc_message: {limit}
rc_registration: {limit}
rc_joins: {{local: {limit}, remote: {limit}}}
rc_invites: {{per_room: {limit}, per_user: {limit}, per_issuer: {limit}}}
rc_login: {{address: {limit}, account: {limit}, failed_attempts: {limit}}}
"""


def available() -> bool:
    return PYTHON.exists()


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return int(s.getsockname()[1])


class Synapse:
    """A running homeserver; ``url`` is its client address."""

    def __init__(self, folder: Path) -> None:
        self.folder = folder
        self.port = free_port()
        self.url = f"http://127.0.0.1:{self.port}"
        config = folder / "homeserver.yaml"
        config.write_text(
            CONFIG.format(
                folder=folder,
                port=self.port,
                secret1=secrets.token_hex(16),
                secret2=secrets.token_hex(16),
                limit=_LIMIT,
            )
        )
        self.run = [str(PYTHON), "-m", "synapse.app.homeserver", "--config-path", str(config)]
        subprocess.run([*self.run, "--generate-keys"], check=True, capture_output=True, timeout=120)
        self.start()

    def start(self) -> None:
        """Run the homeserver (again, after ``stop``: the same port, accounts and rooms)."""
        self.log = open(self.folder / "synapse.log", "ab")  # noqa: SIM115 - open for the server's lifetime
        self.process = subprocess.Popen(self.run, stdout=self.log, stderr=subprocess.STDOUT)
        self._wait()

    def _wait(self, seconds: float = 60) -> None:
        deadline = time.monotonic() + seconds
        while time.monotonic() < deadline:
            if self.process.poll() is not None:
                raise RuntimeError((self.folder / "synapse.log").read_text()[-3000:])
            try:
                with urllib.request.urlopen(self.url + "/_matrix/client/versions", timeout=1):
                    return
            except OSError:
                time.sleep(0.1)
        raise RuntimeError("Synapse did not start")

    def stop(self) -> None:
        self.process.terminate()
        try:
            self.process.wait(20)
        except subprocess.TimeoutExpired:
            self.process.kill()
        self.log.close()
