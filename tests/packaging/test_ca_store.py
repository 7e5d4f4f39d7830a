"""packaging/ca_store.py, the bundle's runtime hook: the bundled OpenSSL trusts the player's system
store, wherever the system keeps it, and a player's own setting is left alone."""

from .test_packaging_files import load

FEDORA = {"/etc/pki/tls/certs/ca-bundle.crt", "/etc/pki/ca-trust/extracted/pem/tls-ca-bundle.pem"}


def test_openssl_is_pointed_at_the_systems_own_store():
    ca_store = load("ca_store")
    for system, expected in (
        ({"/etc/ssl/certs/ca-certificates.crt", "/etc/ssl/cert.pem"}, "/etc/ssl/certs/ca-certificates.crt"),
        (FEDORA, "/etc/pki/tls/certs/ca-bundle.crt"),
        ({"/etc/ssl/ca-bundle.pem"}, "/etc/ssl/ca-bundle.pem"),  # openSUSE
        ({"/etc/ssl/cert.pem"}, "/etc/ssl/cert.pem"),  # macOS
    ):
        environ = {"HOME": "/home/x"}
        assert ca_store.use_system_store(environ, "linux", system.__contains__) == expected
        assert environ == {"HOME": "/home/x", "SSL_CERT_FILE": expected}


def test_a_players_setting_windows_and_a_system_without_a_store_are_left_alone():
    ca_store = load("ca_store")
    for environ, platform, system in (
        ({"SSL_CERT_FILE": "/mine.pem"}, "linux", FEDORA),
        ({"SSL_CERT_DIR": "/my/certs"}, "linux", FEDORA),
        ({}, "win32", FEDORA),  # Python reads the Windows store itself
        ({}, "linux", set()),
    ):
        before = dict(environ)
        assert ca_store.use_system_store(environ, platform, system.__contains__) == ""
        assert environ == before


def test_the_hook_changes_nothing_outside_a_bundle(monkeypatch):
    monkeypatch.delenv("SSL_CERT_FILE", raising=False)
    monkeypatch.delenv("SSL_CERT_DIR", raising=False)
    load("ca_store")  # run as a module of the tests, not frozen
    import os

    assert "SSL_CERT_FILE" not in os.environ
