"""The bundle's hidden self-check of online play: ``cardtable --bundle-check-online`` (``launch.py``).

It imports the Matrix client the way the program does, makes the TLS context a https request gets
(aiohttp's default: Python's ``ssl.create_default_context()``) and prints, as one JSON object, what
a bundle needs to reach a homeserver: OpenSSL's version, whether certificates are verified, how many
certificate authorities are loaded and from where. Given ``--homeserver URL --user NAME`` (the
password on standard input, never on the command line), it also signs in through the program's own
``MatrixAccount``, asks the homeserver who it is, opens a room and signs out. Exits 1 when a part is
missing or the sign-in fails, with the reason in ``"error"``. Used by ``smoke.py`` and the bundle test.
"""

from __future__ import annotations

import argparse
import json
import os
import sys
from collections.abc import Sequence
from typing import Any

FLAG = "--bundle-check-online"


def tls() -> dict[str, Any]:
    """The TLS context a https request gets, and where its certificate authorities come from."""
    import ssl

    context = ssl.create_default_context()
    paths = ssl.get_default_verify_paths()
    return {
        "openssl": ssl.OPENSSL_VERSION,
        "verify": context.verify_mode == ssl.CERT_REQUIRED and context.check_hostname,
        "ca_certificates": context.cert_store_stats()["x509_ca"],
        "cafile": paths.cafile or "",
        "capath": paths.capath or "",
        "SSL_CERT_FILE": os.environ.get("SSL_CERT_FILE", ""),
    }


def client() -> dict[str, Any]:
    """The Matrix client, imported the way the program imports it (None there: not bundled)."""
    from importlib.metadata import version

    from cardtable.online import matrix

    if matrix.nio is None:
        raise ImportError("cardtable.online.matrix found no nio")
    return {"nio": version("matrix-nio"), "aiohttp": version("aiohttp")}


def sign_in(homeserver: str, user: str, password: str) -> dict[str, Any]:
    """Sign in, ask who we are, open a room, sign out: the program's own calls, over the network."""
    from cardtable.online.account import MatrixAccount

    account = MatrixAccount.sign_in(homeserver, user, password)
    try:
        me = account.whoami()
        room = account.new_room("schnapsen")
        account.logout()
    finally:
        account.close()
    return {"signed_in": me, "room": room}


def check(argv: Sequence[str]) -> dict[str, Any]:
    parser = argparse.ArgumentParser(prog=f"cardtable {FLAG}")
    parser.add_argument("--homeserver", help="sign in there (the password is read from standard input)")
    parser.add_argument("--user", default="")
    args = parser.parse_args(argv)
    found: dict[str, Any] = {}
    try:
        found.update(tls())
        found.update(client())
        if args.homeserver:
            found.update(sign_in(args.homeserver, args.user, sys.stdin.readline().rstrip("\n")))
    except Exception as error:  # any failure is the answer, said in full
        found["error"] = f"{type(error).__name__}: {error}"
    return found


def main(argv: Sequence[str]) -> int:
    found = check(argv)
    print(json.dumps(found, sort_keys=True))
    ok = "error" not in found and found.get("verify") and found.get("ca_certificates", 0) > 0
    return 0 if ok else 1
