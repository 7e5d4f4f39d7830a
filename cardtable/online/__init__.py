"""Play a friend online (issue 49): a fair deal without a trusted dealer, the protocol as events, and
the match driver over a transport. No Qt, no I/O in the protocol core."""
