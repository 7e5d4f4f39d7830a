"""Runtime hook of the bundle (``cardtable.spec``): OpenSSL is the build machine's copy, and it looks
for the certificates it trusts where the build machine's system keeps them (Debian's
``/usr/lib/ssl/cert.pem``), so on Fedora, openSUSE or macOS it would trust nothing and online play
could not reach a homeserver over https. Before the program starts, ``SSL_CERT_FILE`` (which OpenSSL
reads at each look) is pointed at the player's own system store, the file the system keeps up to
date; a player's own ``SSL_CERT_FILE`` or ``SSL_CERT_DIR`` is left alone. Windows needs nothing:
Python reads the certificates of the Windows store itself."""

from __future__ import annotations

import os
import sys
from collections.abc import Callable, Iterable, MutableMapping

# Where systems keep the certificate authorities they trust, as one PEM file, most common first.
SYSTEM_CA_FILES = (
    "/etc/ssl/certs/ca-certificates.crt",  # Debian, Ubuntu, Arch, Gentoo, Alpine's ca-certificates
    "/etc/pki/tls/certs/ca-bundle.crt",  # Fedora, RHEL
    "/etc/pki/ca-trust/extracted/pem/tls-ca-bundle.pem",  # Fedora, RHEL, CentOS (the extracted store)
    "/etc/ssl/ca-bundle.pem",  # openSUSE
    "/etc/ssl/cert.pem",  # macOS, Alpine, the BSDs
    "/etc/pki/tls/cacert.pem",  # OpenELEC
)


def system_ca_file(candidates: Iterable[str] = SYSTEM_CA_FILES, exists: Callable[[str], bool] = os.path.isfile) -> str:
    """The first of ``candidates`` that exists, or "" when none does."""
    return next((path for path in candidates if exists(path)), "")


def use_system_store(
    environ: MutableMapping[str, str], platform: str = sys.platform, exists: Callable[[str], bool] = os.path.isfile
) -> str:
    """Point OpenSSL at the system's store (see the module docstring); the file set, or ""."""
    if platform == "win32" or "SSL_CERT_FILE" in environ or "SSL_CERT_DIR" in environ:
        return ""
    found = system_ca_file(exists=exists)
    if found:
        environ["SSL_CERT_FILE"] = found
    return found


if getattr(sys, "frozen", False):  # in the bundle only (the tests import this module)
    use_system_store(os.environ)
