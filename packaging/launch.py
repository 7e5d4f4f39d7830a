"""Entry script of the bundle: the same as the installed `cardtable` command, plus the hidden
self-check of online play that the build and the bundle test run (``bundle_check.py``)."""

import sys

if sys.argv[1:2] == ["--bundle-check-online"]:
    import bundle_check

    sys.exit(bundle_check.main(sys.argv[2:]))

from cardtable.__main__ import main

sys.exit(main())
