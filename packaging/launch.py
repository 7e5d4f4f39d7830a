"""Entry script of the bundle: the same as the installed `cardtable` command, plus the computer's
thinking process (``cardtable.ai.remote``, started by the program itself) and the hidden self-checks
of online play (``bundle_check.py``) and of that process, which the build and the bundle test run."""

import sys

if sys.argv[1:2] == ["--bundle-check-online"]:
    import bundle_check

    sys.exit(bundle_check.main(sys.argv[2:]))

if sys.argv[1:2] == ["--cardtable-think"]:  # the computer's thinking process (cardtable.ai.remote)
    from cardtable.ai.remote import main as think

    think(sys.argv[2:])
    sys.exit(0)

if sys.argv[1:2] == ["--bundle-check-thinking"]:
    import json

    from cardtable.ai.remote import self_check

    found = self_check()
    print(json.dumps(found))
    sys.exit(0 if found["answered"] and found["legal"] and not found["fallback"] else 1)

from cardtable.__main__ import main

sys.exit(main())
