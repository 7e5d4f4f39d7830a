"""A https front for a local plain-http server (the test Synapse listens without TLS): it holds a
certificate for ``localhost`` made here by the ``openssl`` command, signed by no authority any
system trusts, and passes each connection's bytes to the server and back. The bundle test signs in
through it, so that the bundled program's TLS runs for real: it succeeds when told to trust this
certificate and refuses when not."""

from __future__ import annotations

import asyncio
import contextlib
import ssl
import subprocess
import threading
from collections.abc import Iterator
from pathlib import Path


def certificate(folder: Path) -> tuple[Path, Path]:
    """A self-signed certificate for localhost and 127.0.0.1, and its key, valid for a day."""
    cert, key = folder / "localhost.pem", folder / "localhost-key.pem"
    subprocess.run(
        ["openssl", "req", "-x509", "-newkey", "ec", "-pkeyopt", "ec_paramgen_curve:prime256v1", "-nodes"]
        + ["-keyout", str(key), "-out", str(cert), "-days", "1", "-subj", "/CN=localhost"]
        + ["-addext", "subjectAltName=DNS:localhost,IP:127.0.0.1"],
        check=True,
        capture_output=True,
    )
    return cert, key


async def _pipe(reader: asyncio.StreamReader, writer: asyncio.StreamWriter) -> None:
    try:
        while data := await reader.read(65536):
            writer.write(data)
            await writer.drain()
    except (ConnectionError, ssl.SSLError):
        pass
    finally:
        writer.close()


@contextlib.contextmanager
def https_front(port: int, cert: Path, key: Path) -> Iterator[str]:
    """Serve https on a free port of 127.0.0.1 in front of http://127.0.0.1:``port``; yields the
    https address by the name ``localhost`` (the certificate's)."""
    context = ssl.SSLContext(ssl.PROTOCOL_TLS_SERVER)
    context.load_cert_chain(cert, key)
    loop = asyncio.new_event_loop()

    async def serve(reader: asyncio.StreamReader, writer: asyncio.StreamWriter) -> None:
        try:
            up_reader, up_writer = await asyncio.open_connection("127.0.0.1", port)
        except OSError:
            writer.close()
            return
        await asyncio.gather(_pipe(reader, up_writer), _pipe(up_reader, writer))

    server = loop.run_until_complete(asyncio.start_server(serve, "127.0.0.1", 0, ssl=context))
    thread = threading.Thread(target=loop.run_forever, daemon=True)
    thread.start()
    try:
        yield f"https://localhost:{server.sockets[0].getsockname()[1]}"
    finally:
        loop.call_soon_threadsafe(server.close)
        loop.call_soon_threadsafe(loop.stop)
        thread.join(5)
